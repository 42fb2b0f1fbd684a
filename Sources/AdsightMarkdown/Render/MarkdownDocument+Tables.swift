import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MarkdownDocument {
    /// Replaces each top-level paragraph that is a pipe table (`PipeTable`) with a block
    /// that renders as the table. Tables inside lists and quotes are left as written:
    /// their source lines carry the container's markers.
    func renderTables() {
        var node = cmark_node_first_child(root)
        while let current = node {
            node = cmark_node_next(current)
            guard cmark_node_get_type(current) == CMARK_NODE_PARAGRAPH else { continue }
            let first = Int(cmark_node_get_start_line(current)), last = Int(cmark_node_get_end_line(current))
            guard first >= 1, first <= last, last <= lines.count,
                  let table = PipeTable(lines: Array(lines[(first - 1)...(last - 1)])),
                  let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            // A custom block's text is written as it is, in safe mode too: every cell in it
            // comes from cmark's own rendering.
            let html = table.html(inline: Self.inlineHTML)
            cmark_node_set_on_enter(block, html)
            cmark_node_replace(current, block)
            cmark_node_free(current)
        }
    }

    /// A cell's Markdown as inline HTML, rendered by cmark in safe mode. A cell that cmark
    /// would read as some other block (`-`, `# x`, `1.`) is its text, escaped by cmark.
    static func inlineHTML(_ cell: String) -> String {
        guard !cell.isEmpty else { return "" }
        var text = cell
        let parsed = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_DEFAULT) }
        }
        guard let document = parsed else { return "" }
        defer { cmark_node_free(document) }
        var paragraph = cmark_node_first_child(document)
        if paragraph.map({ cmark_node_get_type($0) != CMARK_NODE_PARAGRAPH || cmark_node_next($0) != nil }) ?? true {
            // Not one paragraph: a paragraph of the text as it is instead.
            while let child = cmark_node_first_child(document) { cmark_node_unlink(child); cmark_node_free(child) }
            guard let made = cmark_node_new(CMARK_NODE_PARAGRAPH), let literal = cmark_node_new(CMARK_NODE_TEXT) else { return "" }
            cmark_node_set_literal(literal, cell)
            cmark_node_append_child(made, literal)
            cmark_node_append_child(document, made)
            paragraph = made
        }
        guard let node = paragraph, let chars = cmark_render_html(node, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(chars) }
        let html = String(cString: chars)
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>\n") else { return html }
        return String(html.dropFirst(3).dropLast(5))
    }
}
