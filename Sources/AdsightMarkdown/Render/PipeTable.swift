/// A table written the way GitHub writes one (a header row, a delimiter row such as
/// `| --- | :---: |`, then body rows), which plain CommonMark reads as one paragraph of
/// pipes. The docs and notes are read on GitHub as well as on the site, so they use these
/// tables; `MarkdownDocument` finds such paragraphs and shows them as HTML tables, each
/// cell's text still rendered by cmark.
///
/// As on GitHub: the leading and trailing pipes are optional, `\|` is a pipe inside a
/// cell, the header row and the delimiter row have the same number of cells, a body row
/// with more cells loses the extra ones and one with fewer gets empty ones.
struct PipeTable: Equatable {
    enum Alignment: Equatable { case plain, left, center, right }

    let alignments: [Alignment]
    /// The header cells' Markdown (`\|` already a pipe).
    let header: [String]
    /// The body rows' cells, each row as long as `header`.
    let rows: [[String]]

    /// The table `lines` form (a paragraph's source lines), or nil when they are not one.
    init?(lines: [Substring]) {
        guard lines.count >= 2, Self.hasPipe(lines[0]), Self.hasPipe(lines[1]) else { return nil }
        let header = Self.cells(lines[0])
        let delimiters = Self.cells(lines[1])
        guard delimiters.count == header.count else { return nil }
        var alignments: [Alignment] = []
        for cell in delimiters {
            guard let alignment = Self.alignment(cell) else { return nil }
            alignments.append(alignment)
        }
        self.alignments = alignments
        self.header = header
        self.rows = lines.dropFirst(2).map { line in
            let cells = Self.cells(line)
            return (0..<header.count).map { $0 < cells.count ? cells[$0] : "" }
        }
    }

    /// The table's HTML in a scrolling box (the site's `.scroll`), each cell's Markdown
    /// turned into HTML by `inline`.
    func html(inline: (String) -> String) -> String {
        var out = "<div class=\"scroll\"><table>\n<thead>\n"
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

    /// The cells of a row: split at each pipe not escaped by a backslash, without the
    /// optional outer pipes, each trimmed, `\|` turned into `|`.
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
            escaped = char == "\\" && !escaped
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

    /// Whether `line` has a pipe that no backslash escapes.
    static func hasPipe(_ line: Substring) -> Bool {
        var escaped = false
        for char in line {
            if char == "|", !escaped { return true }
            escaped = char == "\\" && !escaped
        }
        return false
    }
}
