/// Why Markdown was not parsed.
public enum MarkdownError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input is larger than `Markdown.maximumInputBytes`. cmark's parse time can grow
    /// quadratically on crafted input (CVE-2023-22486), so large input is refused outright.
    case tooLarge(bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case let .tooLarge(bytes, limit):
            return "Markdown input is \(bytes) bytes; at most \(limit) bytes (64 KiB) are accepted"
        }
    }
}
