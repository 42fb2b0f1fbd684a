/// A note page's sparkline: the sessions failing its rule in each recorded run, a small
/// inline SVG on a tinted ground with its zero line (so that a flat line reads as a chart,
/// not as a rule across the page): a line with a dot per run, the last run's dot larger,
/// its numbers in its `<title>` for readers and screen readers alike.
enum Sparkline {
    static func svg(_ counts: [Int], labels: [String]) -> HTML {
        var h = HTML(capacity: 512 + 32 * counts.count)
        let w = 160.0, hgt = 28.0, pad = 3.0
        let top = Double(max(counts.max() ?? 0, 1))
        let step = counts.count > 1 ? (w - 2 * pad) / Double(counts.count - 1) : 0
        func point(_ k: Int) -> (Double, Double) {
            (pad + step * Double(k), hgt - pad - (hgt - 2 * pad) * Double(counts[k]) / top)
        }
        h.raw("<svg class=\"spark\" viewBox=\"0 0 160 28\" role=\"img\"><title>")
        let pairs = zip(labels, counts).map { "\($0): \($1)" }
        h.text("Sessions failing this rule per run: " + pairs.joined(separator: ", "))
        h.raw("</title><path class=\"base\" d=\"M3 25H157\"/>")
        if counts.count > 1 {
            h.raw("<polyline points=\"")
            for k in counts.indices { let p = point(k); if k > 0 { h.raw(" ") }; h.coord(p.0); h.raw(","); h.coord(p.1) }
            h.raw("\"/>")
        }
        for k in counts.indices {
            let p = point(k)
            h.raw("<circle cx=\""); h.coord(p.0); h.raw("\" cy=\""); h.coord(p.1); h.raw(k == counts.count - 1 ? "\" r=\"2.5\"/>" : "\" r=\"1.5\"/>")
        }
        h.raw("</svg>")
        return h
    }
}
