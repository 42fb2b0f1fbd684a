/// A code block of a Markdown document, in document order.
public struct CodeBlock: Sendable, Hashable {
    /// The info string after the opening fence (```` ```session must-fail ```` gives
    /// `"session must-fail"`), trimmed; empty for indented code blocks.
    public var info: String
    /// The block's content, exactly as cmark gives it (ends with a newline when non-empty).
    public var literal: String
    /// The 1-based line of the opening fence (of the first line for an indented block),
    /// counted in the text given to the parser.
    public var line: Int
    /// The 1-based column where the block starts.
    public var column: Int
    /// Whether the block is fenced (```` ``` ```` or `~~~`) rather than indented.
    public var isFenced: Bool

    public init(info: String, literal: String, line: Int, column: Int = 1, isFenced: Bool = true) {
        self.info = info; self.literal = literal; self.line = line; self.column = column; self.isFenced = isFenced
    }

    /// The first word of the info string (`"session"`), the block's language.
    public var language: String { info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? "" }

    /// The words after the language (`["must-fail", "lines=3,5"]`).
    public var arguments: [String] { info.split(separator: " ").dropFirst().map(String.init) }

    /// The 1-based line, in the parsed text, of the literal's first line: the line after
    /// the fence for a fenced block.
    public var contentLine: Int { isFenced ? line + 1 : line }
}
