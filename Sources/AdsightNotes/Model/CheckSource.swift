/// The text of one ```` ```check ```` block and where it sits in the note file.
public struct CheckSource: Sendable, Hashable {
    /// The block's content.
    public var text: String
    /// The 1-based line of the note file holding the block's first content line (the line
    /// after the fence); line `n` of `text` is line `line + n - 1` of the file.
    public var line: Int

    public init(text: String, line: Int) { self.text = text; self.line = line }
}
