/// One row of timeline spans (an ad's load or on-screen states, the app's, an exposure lane),
/// gathered in time order and written grouped by class, so a span is its x, its width and its
/// tooltip only: `<g class=bars transform="translate(0 37.5) scale(1 15)"><g class=s-loaded>
/// <path d=M169,0h78><title>loaded: 2.466 s – 312.443 s</title></path>…</g>…</g>`.
/// A span is a horizontal line one unit thick (the stroke, butt-capped, so it covers exactly
/// x to x + width, as a rect did, in fewer bytes: no `y`, no `height`); the row group moves it
/// to the row's middle and stretches it to the row's height, the class group colours it.
/// Spans do not overlap (but for a busy span widened to a
/// pixel, drawn first), so the groups draw the picture time order draws. Spans narrower than a pixel are gathered into one "busy" span
/// whose tooltip counts them (`noun`: "short state", "short exposure state").
struct SpanRow {
    /// What a span's tooltip says.
    enum Title {
        /// `loaded: 2.466 s – 312.443 s`.
        case state(String)
        /// Written as it is (escaped).
        case text(String)
        /// `3 short states between 0.000 s and 2.466 s`.
        case busy(Int)
    }

    struct Span {
        var cls: String
        var x0: Int
        var width: Int
        var start: Double
        var end: Double
        var title: Title
    }

    let noun: String
    private(set) var spans: [Span] = []
    private var busy: (x0: Double, x1: Double, n: Int, t0: Double, t1: Double)?

    init(noun: String) { self.noun = noun }

    /// Adds the span drawn from x `a` to `b` (timeline coordinates) for the times `start`
    /// to `end`; one narrower than a pixel joins the busy span before it when that ends
    /// within a pixel, else starts one (its `title` is not made then).
    mutating func add(cls: @autoclosure () -> String, a: Double, b: Double, start: Double, end: Double, title: @autoclosure () -> Title) {
        if b - a < 1 {
            if let bb = busy, a - bb.x1 < 1 {
                busy = (bb.x0, b, bb.n + 1, bb.t0, end)
            } else {
                flushBusy(); busy = (a, b, 1, start, end)
            }
            return
        }
        flushBusy()
        let x0 = TimelineSVG.pixel(a)
        spans.append(Span(cls: cls(), x0: x0, width: TimelineSVG.pixel(b) - x0, start: start, end: end, title: title()))
    }

    private mutating func flushBusy() {
        guard let b = busy else { return }
        busy = nil
        let x0 = TimelineSVG.pixel(b.x0)
        spans.append(Span(cls: "s-busy", x0: x0, width: max(TimelineSVG.pixel(b.x1) - x0, 1), start: b.t0, end: b.t1, title: .busy(b.n)))
    }

    /// Writes the row from `y` to `y + h` (its spans' middle line moved to `y + h / 2`, their
    /// unit stroke stretched to `h`): nothing when it has no spans. Each span is written
    /// through one reservation (`capacity`).
    mutating func write(into svg: inout HTML, y: Double, h: Double) {
        flushBusy()
        guard !spans.isEmpty else { return }
        svg.raw("<g class=bars transform=\"translate(0 "); svg.px(y + h / 2); svg.raw(") scale(1 "); svg.px(h); svg.raw(")\">")
        // Busy spans first: one widened to a pixel lies under the span starting at that pixel,
        // as it did drawn in time order. Then the classes in order of first appearance.
        var classes: [String] = ["s-busy"]
        for s in spans where !classes.contains(s.cls) { classes.append(s.cls) }
        for cls in classes where spans.contains(where: { $0.cls == cls }) {
            svg.raw("<g class="); svg.raw(cls); svg.raw(">")
            for s in spans where s.cls == cls { write(s, into: &svg) }
            svg.raw("</g>")
        }
        svg.raw("</g>")
    }

    private func write(_ s: Span, into svg: inout HTML) {
        var room = Self.capacity
        if case .text(let t) = s.title { room += Markup.escapeCapacity(t) }
        if case .state(let label) = s.title { room += label.utf8.count }
        svg.write(reserving: room) { c in
            c.raw("<path d=M"); c.int(s.x0); c.raw(",0h"); c.int(s.width); c.raw("><title>")
            switch s.title {
            case .state(let label):
                c.raw(label); c.raw(": "); c.seconds(s.start); c.raw(" – "); c.seconds(s.end)
            case .text(let t):
                c.text(t)
            case .busy(let n):
                c.count(n); c.raw(" "); c.raw(noun); c.raw(n == 1 ? " between " : "s between ")
                c.seconds(s.start); c.raw(" and "); c.seconds(s.end)
            }
            c.raw("</title></path>")
        }
    }

    /// Room for a span's literals (about 60 bytes), four numbers, a count and a noun (at most
    /// 32 bytes), less its label or text.
    private static let capacity = 128 + 4 * ByteCursor.numberCapacity + ByteCursor.countCapacity
}
