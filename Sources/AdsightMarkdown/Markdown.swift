import CCmark

/// CommonMark via libcmark: safe HTML rendering and a walk over code blocks.
///
/// Every entry point refuses input over `maximumInputBytes` with `MarkdownError.tooLarge`
/// (cmark can take quadratic time on crafted input, CVE-2023-22486). HTML is rendered in
/// cmark's safe default: raw HTML becomes a comment (`<!-- raw HTML omitted -->`) and
/// `javascript:`, `vbscript:`, `file:` and non-image `data:` links get an empty `href`.
public enum Markdown {
    /// 64 KiB: the largest input accepted.
    public static let maximumInputBytes = 64 * 1024

    /// The version of the linked libcmark (`"0.30.2"`).
    public static var cmarkVersion: String { String(cString: cmark_version_string()) }

    /// `text` rendered to HTML in cmark's safe mode.
    public static func html(_ text: String) throws(MarkdownError) -> String {
        try MarkdownDocument(text).html()
    }

    /// `text` rendered to HTML in cmark's safe mode, leaving out every code block for which
    /// `omit` returns true (a note page drops its `check` and `session` blocks this way
    /// when it shows them elsewhere).
    public static func html(_ text: String, omitting omit: (CodeBlock) -> Bool) throws(MarkdownError) -> String {
        let document = try MarkdownDocument(text)
        for node in document.nodes() {
            if let block = document.codeBlock(node), omit(block) {
                cmark_node_unlink(node)
                cmark_node_free(node)
            }
        }
        return document.html()
    }

    /// Every code block of `text`, in document order, with its info string, content and
    /// the line of its opening fence.
    public static func codeBlocks(_ text: String) throws(MarkdownError) -> [CodeBlock] {
        let document = try MarkdownDocument(text)
        return document.nodes().compactMap(document.codeBlock)
    }

    /// The plain text of the first paragraph under the heading whose text is `heading`
    /// (compared case-insensitively) at `level`, or nil when there is none. Inline code
    /// keeps its text; line breaks become spaces.
    public static func firstParagraph(under heading: String, level: Int = 2, in text: String) throws(MarkdownError) -> String? {
        firstParagraph(under: heading, level: level, in: try MarkdownDocument(text))
    }

    /// What a note needs of its body from one parse: its code blocks, its HTML and the first
    /// paragraph under the level-2 heading `heading` (as `codeBlocks`, `html` and
    /// `firstParagraph(under:in:)` give them).
    public static func parts(_ text: String, paragraphUnder heading: String) throws(MarkdownError) -> (codeBlocks: [CodeBlock], html: String, paragraph: String?) {
        let document = try MarkdownDocument(text)
        // The paragraph before the HTML: rendering turns table paragraphs into tables.
        let paragraph = firstParagraph(under: heading, level: 2, in: document)
        return (document.nodes().compactMap(document.codeBlock), document.html(), paragraph)
    }

    static func firstParagraph(under heading: String, level: Int, in document: MarkdownDocument) -> String? {
        var node = cmark_node_first_child(document.root)
        var inSection = false
        while let current = node {
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_HEADING {
                let headingLevel = Int(cmark_node_get_heading_level(current))
                if headingLevel <= level { inSection = false }
                if headingLevel == level, plainText(current).lowercased() == heading.lowercased() { inSection = true }
            } else if inSection, type == CMARK_NODE_PARAGRAPH {
                return plainText(current)
            }
            node = cmark_node_next(current)
        }
        return nil
    }

    /// The first sentence of `paragraph`: up to and including the first `.`, `!` or `?`
    /// followed by a space (or the whole paragraph).
    public static func firstSentence(_ paragraph: String) -> String {
        let utf8 = paragraph.utf8
        // On bytes when ASCII without "\r" (every byte a Character of its own), else by Characters.
        guard utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else {
            let chars = Array(paragraph)
            for index in chars.indices where ".!?".contains(chars[index]) {
                if index + 1 == chars.count || chars[index + 1] == " " {
                    return String(chars[...index])
                }
            }
            return paragraph
        }
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let byte = utf8[i]
            utf8.formIndex(after: &i)
            guard byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") else { continue }
            if i == utf8.endIndex || utf8[i] == UInt8(ascii: " ") { return String(Substring(utf8[..<i])) }
        }
        return paragraph
    }

    /// The concatenated text and inline code under `node`, soft and hard breaks as spaces.
    static func plainText(_ node: OpaquePointer) -> String {
        var out = ""
        guard let iter = cmark_iter_new(node) else { return out }
        defer { cmark_iter_free(iter) }
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iter) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                out += cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                out += " "
            default:
                break
            }
        }
        return out.trimmingSpaces()
    }
}
