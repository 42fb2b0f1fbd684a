import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed cmark document tree; frees it when released. Internal: cmark pointers
/// never leave this module.
final class MarkdownDocument {
    let root: OpaquePointer
    let lines: [Substring]

    /// Parses `text` with `CMARK_OPT_DEFAULT` (safe: no `CMARK_OPT_UNSAFE`).
    init(_ text: String) throws(MarkdownError) {
        let count = text.utf8.count
        guard count <= Markdown.maximumInputBytes else {
            throw .tooLarge(bytes: count, limit: Markdown.maximumInputBytes)
        }
        var text = text
        let node = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
            }
        }
        // cmark returns NULL only when out of memory; an empty document stands in.
        self.root = node ?? cmark_node_new(CMARK_NODE_DOCUMENT)
        self.lines = Self.lines(of: text)
    }

    /// The lines of `text` as cmark counts them: ended by "\n", "\r\n" or a lone "\r".
    /// Byte by byte (a `Character` split is ~50× slower and never splits at "\r\n").
    static func lines(of text: String) -> [Substring] {
        var text = text
        // Byte offsets of each line's start and end, found in the contiguous UTF-8.
        let bounds = text.withUTF8 { bytes -> [(Int, Int)] in
            var bounds: [(Int, Int)] = []
            var start = 0, i = 0
            while i < bytes.count {
                let byte = bytes[i]
                i += 1
                guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
                bounds.append((start, i - 1))
                if byte == UInt8(ascii: "\r"), i < bytes.count, bytes[i] == UInt8(ascii: "\n") { i += 1 }
                start = i
            }
            bounds.append((start, bytes.count))
            return bounds
        }
        let utf8 = text.utf8
        return bounds.map { start, end in
            Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
        }
    }

    deinit { cmark_node_free(root) }

    /// Every node in document order (pre-order: on entering it).
    func nodes() -> [OpaquePointer] {
        var out: [OpaquePointer] = []
        guard let iter = cmark_iter_new(root) else { return out }
        defer { cmark_iter_free(iter) }
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iter) { out.append(node) }
        }
        return out
    }

    /// The HTML of the tree, rendered safely (raw HTML and dangerous URLs removed), with
    /// its pipe tables as tables.
    func html() -> String {
        renderTables()
        guard let chars = cmark_render_html(root, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(chars) }
        return String(cString: chars)
    }

    /// The code block at `node`, or nil when it is not one.
    func codeBlock(_ node: OpaquePointer) -> CodeBlock? {
        guard cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK else { return nil }
        let line = Int(cmark_node_get_start_line(node))
        let column = Int(cmark_node_get_start_column(node))
        let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
        let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        return CodeBlock(
            info: info.trimmingSpaces(), literal: literal, line: line, column: column,
            isFenced: isFence(line: line)
        )
    }

    /// Whether the source line starts (after indentation and container markers) with a fence.
    private func isFence(line: Int) -> Bool {
        guard line >= 1, line <= lines.count else { return false }
        let text = lines[line - 1].drop { $0 == " " || $0 == ">" || $0 == "\t" }
        return text.hasPrefix("```") || text.hasPrefix("~~~")
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines, as Characters (a
    /// space a combining mark joins is kept; "\r\n" is one Character, kept). On bytes when
    /// the text is ASCII without "\r", where every byte is a Character of its own.
    func trimmingSpaces() -> String {
        let utf8 = self.utf8
        guard utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else {
            let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
        }
        let isSpace = { (b: UInt8) in b == 0x20 || b == 0x09 || b == 0x0A }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(Substring(utf8[first...last]))
    }
}
