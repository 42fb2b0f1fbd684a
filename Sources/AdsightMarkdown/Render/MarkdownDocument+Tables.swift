import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MarkdownDocument {
    /// Replaces each top-level paragraph that holds a pipe table (`PipeTable`) with a block
    /// that renders as the table (after the paragraph's lines before it, if any). Tables inside lists and quotes are left as written:
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

    /// Markdown read as inlines only (a table cell's), as HTML rendered by cmark in safe
    /// mode. cmark has no inline-only parse: the text goes in after `&amp;`, so that it
    /// cannot start a block (`1.`, `-`, `#`, `[x]: y`) and a `_` at its start still follows
    /// punctuation, and the `&amp;` that entity renders to is taken off again.
    static func inlineHTML(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var source = "&amp;" + text
        let parsed = source.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_DEFAULT) }
        }
        guard let document = parsed else { return "" }
        defer { cmark_node_free(document) }
        guard let chars = cmark_render_html(document, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(chars) }
        let html = String(cString: chars)
        guard html.hasPrefix("<p>&amp;"), html.hasSuffix("</p>\n") else { return literalHTML(text) }
        return String(html.dropFirst(8).dropLast(5))
    }

    /// `text` as it is, escaped by cmark: for text that did not come back as one paragraph.
    static func literalHTML(_ text: String) -> String {
        guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH), let literal = cmark_node_new(CMARK_NODE_TEXT) else { return "" }
        defer { cmark_node_free(paragraph) }
        cmark_node_set_literal(literal, text)
        cmark_node_append_child(paragraph, literal)
        guard let chars = cmark_render_html(paragraph, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(chars) }
        return String(String(cString: chars).dropFirst(3).dropLast(5))
    }
}
