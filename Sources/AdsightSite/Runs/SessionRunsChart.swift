/// Draws `SessionRuns`' file: a standalone SVG (its own styles, as an `<img>` takes none
/// of the page's) with one cell per run, oldest first, this run outlined: red with the
/// number of rules failed, pale for no failure, grey for an invalid file. What an image
/// shows is said in visible text (how many runs failed, the first and last labels); each
/// cell's `<title>` names its run and rules, and links its run when http(s), for a reader
/// who opens the file itself. Labels are escaped text; the same runs give the same bytes.
enum SessionRunsChart {
    static let height = 68.0

    static func svg(_ cells: [SessionRuns.Cell], title: String) -> [UInt8] {
        let n = cells.count
        let cell = n <= 24 ? 22.0 : max(4.0, (528.0 / Double(n)).rounded(.down))
        let gap = cell >= 8 ? 3.0 : 1.0
        let width = max(460.0, 4 + Double(n) * cell + Double(n - 1) * gap)
        var h = HTML(capacity: 1024 + 160 * n)
        h.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"session-runs\" width=\""); h.coord(width)
        h.raw("\" height=\""); h.coord(height); h.raw("\" viewBox=\"0 0 "); h.coord(width); h.raw(" "); h.coord(height)
        h.raw("\" role=\"img\"><title>")
        let failedRuns = cells.count(where: { $0.rules?.isEmpty == false })
        h.text("\(title): \(summary(cells, failedRuns: failedRuns, naming: true))")
        h.raw("</title><style>")
        h.raw("text{font:13px system-ui,sans-serif;fill:#57606a}.fail{fill:#c62828}.clear{fill:#dafbe1;stroke:#1a7f37}")
        h.raw(".invalid{fill:#8c959f}.now{stroke:#1b1f24;stroke-width:2}.n{fill:#fff;font-size:12px;font-weight:600}")
        h.raw("@media (prefers-color-scheme:dark){text{fill:#9198a1}.fail{fill:#ff7b72}.clear{fill:#12361d;stroke:#3fb950}")
        h.raw(".now{stroke:#e6edf3}.n{fill:#0d1117}}</style><text x=\"2\" y=\"14\">")
        h.text(summary(cells, failedRuns: failedRuns, naming: false))
        h.raw("</text>")
        for (k, c) in cells.enumerated() {
            let x = 2 + Double(k) * (cell + gap)
            if let url = c.url { h.raw("<a href=\""); h.text(url); h.raw("\" target=\"_top\">") }
            h.raw("<g><title>"); h.text(c.run + ": " + status(c)); h.raw("</title><rect class=\"")
            h.raw(c.rules == nil ? "invalid" : c.rules!.isEmpty ? "clear" : "fail")
            if c.isNow { h.raw(" now") }
            h.raw("\" x=\""); h.coord(x + 0.5); h.raw("\" y=\"22.5\" width=\""); h.coord(cell - 1); h.raw("\" height=\"21\"/>")
            if let rules = c.rules, !rules.isEmpty, cell >= 18, rules.count < 100 {
                h.raw("<text class=\"n\" x=\""); h.coord(x + cell / 2); h.raw("\" y=\"37.5\" text-anchor=\"middle\">")
                h.int(rules.count); h.raw("</text>")
            }
            h.raw("</g>")
            if c.url != nil { h.raw("</a>") }
        }
        h.raw("<text x=\"2\" y=\"62\">")
        h.text((n > 1 ? "oldest: " + short(cells[0].run) + " · " : "") + "this run: " + short(cells[n - 1].run))
        h.raw("</text></svg>\n")
        return h.bytes
    }

    /// `Failed a rule in 2 of the last 3 runs; this run: failed 1 rule` (`naming`: and which);
    /// with no earlier run, `Only this run is recorded: failed 1 rule` (a count of one run reads oddly).
    static func summary(_ cells: [SessionRuns.Cell], failedRuns: Int, naming: Bool) -> String {
        if cells.count == 1 { return "Only this run is recorded: " + status(cells[0], naming: naming) }
        let runs = "the last \(Fmt.count(cells.count)) runs"
        let head = failedRuns == 0 ? "No failure in \(runs)" : "Failed a rule in \(Fmt.count(failedRuns)) of \(runs)"
        return head + "; this run: " + status(cells[cells.count - 1], naming: naming)
    }

    /// What the session did in a run, in words (`naming`: the rules failed too).
    static func status(_ c: SessionRuns.Cell, naming: Bool = true) -> String {
        guard let rules = c.rules else { return "invalid file" }
        if rules.isEmpty { return c.isNow ? "no failure" : "no failure recorded" }
        return "failed " + Fmt.plural(rules.count, "rule") + (naming ? " (" + rules.joined(separator: ", ") + ")" : "")
    }

    /// A label cut to fit under the cells.
    static func short(_ label: String) -> String { label.count > 24 ? String(label.prefix(23)) + "…" : label }
}
