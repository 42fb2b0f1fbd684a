/// A small horizontal bar as inline SVG (no inline styles, so the CSP holds).
enum Bar {
    static func svg(fraction: Double, severity: String, label: String) -> String {
        let w = Fmt.coord(max(0, min(1, fraction)) * 100)
        var h = HTML()
        h.raw("<svg class=\"bar\" viewBox=\"0 0 100 8\" preserveAspectRatio=\"none\" role=\"img\" aria-label=\"")
        h.text(label)
        h.raw("\"><rect class=\"bar-bg\" width=\"100\" height=\"8\"/><rect class=\"sev-\(severity)\" width=\"\(w)\" height=\"8\"/></svg>")
        return h.description
    }
}
