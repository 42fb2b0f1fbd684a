import AdsightRuns

/// The dashboard's trend over the recorded runs, an inline SVG (readable with scripts off,
/// the same runs give the same bytes): per run a bar of its failures stacked by severity
/// (left scale) and a point of its failing sessions on a line (the same scale, as both are
/// counts), each run labelled below with the number of sessions it checked (marked when it
/// differs from the run before: fewer failures over fewer sessions is no improvement) and,
/// when its URL is http(s), its group a link. Every mark carries a `<title>` with its
/// numbers; run labels are escaped text.
enum TrendChart {
    static let width = 760.0, height = 276.0
    static let left = 44.0, right = 16.0, top = 16.0, bottom = 86.0

    static func svg(_ runs: [HistoryLine]) -> HTML {
        var h = HTML(capacity: 4096 + 600 * runs.count)
        let plotW = width - left - right, plotH = height - top - bottom
        let highest = max(1, runs.map { max(sum($0.errors, $0.warnings, $0.infos), $0.failingSessions) }.max() ?? 1)
        let scale = niceCeiling(highest)
        let step = plotW / Double(max(runs.count, 1))
        let barW = min(28, step * 0.6)
        func y(_ v: Int) -> Double { top + plotH - plotH * Double(v) / Double(scale) }
        h.raw("<svg class=\"trend\" viewBox=\"0 0 760 276\" role=\"img\" aria-labelledby=\"trend-t\"><title id=\"trend-t\">")
        h.text("Failures by severity (bars) and failing sessions (line) over the last \(runs.count) run\(runs.count == 1 ? "" : "s")")
        h.raw("</title>")
        for tick in 0...4 {
            let v = scale * tick / 4
            h.raw("<line class=\"grid\" x1=\""); h.coord(left); h.raw("\" x2=\""); h.coord(width - right)
            h.raw("\" y1=\""); h.coord(y(v)); h.raw("\" y2=\""); h.coord(y(v)); h.raw("\"/>")
            h.raw("<text class=\"axis\" x=\""); h.coord(left - 6); h.raw("\" y=\""); h.coord(y(v) + 4); h.raw("\" text-anchor=\"end\">"); h.text(Fmt.count(v)); h.raw("</text>")
        }
        var points: [(Double, Double)] = []
        for (k, run) in runs.enumerated() {
            let cx = left + step * (Double(k) + 0.5)
            let link = run.url   // http(s) only (`HistoryLine.url`)
            if let link { h.raw("<a href=\""); h.text(link); h.raw("\">") }
            h.raw("<g class=\"run\"><title>")
            h.text("\(run.run): \(Fmt.count(run.failingSessions)) of \(Fmt.count(run.sessions)) sessions failing; "
                   + "\(Fmt.count(run.errors)) error, \(Fmt.count(run.warnings)) warning, \(Fmt.count(run.infos)) info failures")
            if run.invalid > 0 { h.text("; \(Fmt.count(run.invalid)) invalid") }
            h.raw("</title>")
            var base = 0
            for (count, cls) in [(run.errors, "sev-error"), (run.warnings, "sev-warning"), (run.infos, "sev-info")] where count > 0 {
                h.raw("<rect class=\""); h.raw(cls); h.raw("\" x=\""); h.coord(cx - barW / 2); h.raw("\" y=\""); h.coord(y(sum(base, count)))
                h.raw("\" width=\""); h.coord(barW); h.raw("\" height=\""); h.coord(y(base) - y(sum(base, count))); h.raw("\"/>")
                base = sum(base, count)
            }
            // Where bars are too close for every count, only the first and the changed ones.
            let changed = k > 0 && runs[k - 1].sessions != run.sessions
            if step >= 32 || changed || k == 0 {
                h.raw(changed ? "<text class=\"count changed\" x=\"" : "<text class=\"count\" x=\""); h.coord(cx); h.raw("\" y=\"")
                h.coord(top + plotH + 14); h.raw("\" text-anchor=\"middle\">"); h.text(Fmt.count(run.sessions)); h.raw("</text>")
            }
            let label = run.run.count > 14 ? String(run.run.prefix(13)) + "…" : run.run
            h.raw("<text class=\"label\" transform=\"translate("); h.coord(cx + 4); h.raw(","); h.coord(top + plotH + 28)
            h.raw(") rotate(-35)\" text-anchor=\"end\">"); h.text(label); h.raw("</text></g>")
            if link != nil { h.raw("</a>") }
            points.append((cx, y(run.failingSessions)))
        }
        if points.count > 1 {
            h.raw("<polyline class=\"line\" points=\"")
            for (i, p) in points.enumerated() { if i > 0 { h.raw(" ") }; h.coord(p.0); h.raw(","); h.coord(p.1) }
            h.raw("\"/>")
        }
        for p in points { h.raw("<circle class=\"dot\" cx=\""); h.coord(p.0); h.raw("\" cy=\""); h.coord(p.1); h.raw("\" r=\"3.5\"/>") }
        h.raw("</svg>")
        return h
    }

    /// The largest value charted: a bigger count (a history line read is at most
    /// `HistoryCodec.maxCount`; the current run's could be anything) is drawn as this,
    /// so that no sum or scale overflows.
    static let maxValue = 1_000_000_000_000_000_000

    /// The counts added, at most `maxValue` (negative counts, never decoded, count as 0).
    static func sum(_ counts: Int...) -> Int {
        var total = 0
        for c in counts { total = min(maxValue, total + min(max(c, 0), maxValue)) }
        return total
    }

    /// The smallest of 1, 2, 5 × 10^k (or a multiple of 4 below 10) at or above `n`, so the grid's four steps are whole numbers.
    static func niceCeiling(_ n: Int) -> Int {
        let n = min(n, maxValue)
        if n <= 4 { return 4 }
        var magnitude = 1
        while magnitude * 10 < n { magnitude *= 10 }
        for m in [1, 2, 4, 5, 8, 10] where m * magnitude >= n && (m * magnitude) % 4 == 0 { return m * magnitude }
        return 10 * magnitude * ((n + 10 * magnitude - 1) / (10 * magnitude))
    }
}
