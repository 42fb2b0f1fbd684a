/// A table written the way GitHub writes one (a header row, a delimiter row such as
/// `| --- | :---: |`, then body rows), which plain CommonMark reads as one paragraph of
/// pipes. The docs and notes are read on GitHub as well as on the site, so they use these
/// tables; `MarkdownDocument` finds such paragraphs and shows them as HTML tables, each
/// cell's text still rendered by cmark.
///
/// As on GitHub (cmark-gfm's table extension, which the tests compare with): the leading
/// and trailing pipes are optional, `\|` is a pipe inside a cell, the header row and the
/// delimiter row have the same number of cells, a body row with more cells loses the extra
/// ones and one with fewer gets empty ones, and lines of text before the header row stay a
/// paragraph of their own. A table of more than `maxCells` cells stays text, as in
/// cmark-gfm: padding rows to the header's width would make a 64 KiB note quadratic.
struct PipeTable: Equatable {
    static let maxCells = 0x80000

    enum Alignment: Equatable { case plain, left, center, right }

    let alignments: [Alignment]
    /// The header cells' Markdown (`\|` already a pipe).
    let header: [String]
    /// The body rows' cells, each row as long as `header`.
    let rows: [[String]]

    /// The text lines before the header row (empty when the table starts the paragraph).
    let before: [Substring]

    /// The table `lines` form (a paragraph's source lines), or nil when they are not one.
    init?(lines: [Substring]) {
        // The delimiter row first, on bytes: most paragraphs are prose, and this rejects them
        // without reading their text as Characters.
        guard let k = lines.indices.dropFirst().first(where: { Self.mayBeDelimiterRow(lines[$0]) }),
              Self.hasPipe(lines[k - 1]) else { return nil }
        let header = Self.cells(lines[k - 1])
        let delimiters = Self.cells(lines[k])
        guard delimiters.count == header.count, header.count * (lines.count - k) <= Self.maxCells else { return nil }
        var alignments: [Alignment] = []
        for cell in delimiters {
            guard let alignment = Self.alignment(cell) else { return nil }
            alignments.append(alignment)
        }
        self.before = Array(lines[..<(k - 1)])
        self.alignments = alignments
        self.header = header
        self.rows = lines[(k + 1)...].map { line in
            let cells = Self.cells(line)
            return (0..<header.count).map { $0 < cells.count ? cells[$0] : "" }
        }
    }

    /// The table's HTML in a scrolling box (the site's `.scroll`), after the paragraph of
    /// the lines before it, each cell's Markdown (and that paragraph's) turned into HTML by
    /// `inline`.
    func html(inline: (String) -> String) -> String {
        var out = before.isEmpty ? "" : "<p>" + inline(before.map { String($0).trimmingSpaces() }.joined(separator: "\n")) + "</p>\n"
        out += "<div class=\"scroll\"><table>\n<thead>\n"
        out += row(header, tag: "th", inline: inline)
        out += "</thead>\n"
        if !rows.isEmpty {
            out += "<tbody>\n"
            for cells in rows { out += row(cells, tag: "td", inline: inline) }
            out += "</tbody>\n"
        }
        return out + "</table></div>\n"
    }

    private func row(_ cells: [String], tag: String, inline: (String) -> String) -> String {
        var out = "<tr>\n"
        for (cell, alignment) in zip(cells, alignments) {
            let align: String
            switch alignment {
            case .plain: align = ""
            case .left: align = " align=\"left\""
            case .center: align = " align=\"center\""
            case .right: align = " align=\"right\""
            }
            out += "<\(tag)\(align)>\(inline(cell))</\(tag)>\n"
        }
        return out + "</tr>\n"
    }

    /// The cells of a row: split at each pipe with no backslash just before it, without the
    /// optional outer pipes, each trimmed, `\|` turned into `|` (as cmark-gfm does, even
    /// after another backslash).
    static func cells(_ line: Substring) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for char in String(line).trimmingSpaces() {
            if char == "|", !escaped {
                cells.append(cell)
                cell = ""
            } else if char == "|" {
                cell.removeLast()  // the backslash
                cell.append(char)
            } else {
                cell.append(char)
            }
            escaped = char == "\\"
        }
        cells.append(cell)
        if cells.count > 1, cells.first!.trimmingSpaces().isEmpty { cells.removeFirst() }
        if cells.count > 1, cells.last!.trimmingSpaces().isEmpty { cells.removeLast() }
        return cells.map { $0.trimmingSpaces() }
    }

    /// The alignment a delimiter cell (`---`, `:--`, `--:`, `:-:`) sets, or nil for any
    /// other text.
    static func alignment(_ cell: String) -> Alignment? {
        let left = cell.hasPrefix(":"), right = cell.hasSuffix(":")
        let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right && cell.count > 1 ? 1 : 0)
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
        switch (left, right) {
        case (true, true): return .center
        case (true, false): return .left
        case (false, true): return .right
        case (false, false): return .plain
        }
    }

    /// Whether `line` holds only pipes, colons, dashes and blanks, with a pipe and a dash.
    static func mayBeDelimiterRow(_ line: Substring) -> Bool {
        var pipe = false, dash = false
        for byte in line.utf8 {
            switch byte {
            case UInt8(ascii: "|"): pipe = true
            case UInt8(ascii: "-"): dash = true
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"): break
            default: return false
            }
        }
        return pipe && dash
    }

    /// Whether `line` has a pipe that no backslash escapes.
    static func hasPipe(_ line: Substring) -> Bool {
        var escaped = false
        for byte in line.utf8 {
            if byte == UInt8(ascii: "|"), !escaped { return true }
            escaped = byte == UInt8(ascii: "\\")
        }
        return false
    }
}
