import AdsightRules
import AdsightSession

/// Draws a session's timeline as inline SVG: a lane per ad object (load state, on screen,
/// action in progress) with its exposure lane under it (the bucket over time), a lane for
/// the app (host screen not shown, background, paused), the interface orientation, breach marks in their severity's colour and a time axis.
///
/// What cannot be seen is aggregated: state changes shorter than a pixel become one
/// "busy" span, and events within a few pixels (breaches within a mark's width) become one
/// mark whose tooltip counts them, so a session of any length gives a drawing of bounded size.
struct TimelineSVG {
    static let width = 1200.0
    static let labelWidth = 168.0
    static let bucket = 5.0
    static let laneLimit = 24

    let scan: SessionScan
    let events: [Event]
    /// Each event's name (`Event.name`), made once per page.
    let names: [String]
    let failures: [RuleResult]
    let axis: TimeAxis
    /// The breach marks (`BreachColumns`).
    let breachColumns: BreachColumns
    /// The tracks drawn (`DrawnTracks`), as indices into `scan.tracks`.
    let drawn: [Int]
    /// The event log shows every line: a mark's tooltip names its lines, and the page's
    /// script writes what their rows say into it (`marks`).
    var titlesFromLog: Bool

    init(scan: SessionScan, events: [Event], names: [String], failures: [RuleResult]) {
        self.scan = scan; self.events = events; self.names = names; self.failures = failures
        axis = TimeAxis(end: scan.end, x0: Self.labelWidth, x1: Self.width - 16)
        breachColumns = BreachColumns(failures, axis: axis)
        drawn = DrawnTracks.select(scan.tracks, failures: failures, limit: Self.laneLimit)
        titlesFromLog = EventLog.showsEveryLine(events.count)
    }

    /// The id of the breach mark that shows time `t` (evidence links to it).
    func markID(_ t: Double) -> String { "tm-\(breachColumns.column(of: t))" }

    func bucketIndex(_ t: Double) -> Int {
        let v = (axis.x(t) - axis.x0) / Self.bucket
        return v >= 0 ? Int(v) : Int(v.rounded(.down))   // Int(v) is v rounded down when v >= 0
    }

    /// An ad's rows carry its track's index and its place among the drawn lanes.
    private enum Row { case findings, ad(Int, lane: Int), exposure(Int), app, orientation }

    /// The SVG, and the log lines its marks link to (the event log must show them).
    func render(title: String) -> (svg: HTML, linkedLines: LineSet) {
        var linked = LineSet()
        var rows: [(Row, Double)] = []
        if !failures.isEmpty { rows.append((.findings, 26)) }
        for (lane, i) in drawn.enumerated() {
            rows.append((.ad(i, lane: lane), 32))
            if scan.exposure.contains(where: { $0.ad == scan.tracks[i].name }) { rows.append((.exposure(i), Self.exposureLaneHeight)) }
        }
        rows.append((.app, 32))
        rows.append((.orientation, 24))
        let top = 26.0
        let height = top + rows.reduce(0) { $0 + $1.1 } + 8
        let lanes = EventLanes(events, tracks: drawn.map { scan.tracks[$0].name })
        var svg = HTML(capacity: 32_768 + 120 * events.count)
        svg.raw("<svg class=timeline viewBox=\"0 0 "); svg.px(Self.width); svg.raw(" ")
        svg.px(height); svg.raw("\" width="); svg.px(Self.width); svg.raw(" height="); svg.px(height)
        svg.raw(" aria-labelledby=timeline-title>")
        svg.raw("<title id=timeline-title>"); svg.text(title); svg.raw("</title>")
        svg.raw(Self.markShapes)
        axisMarkup(&svg, top: top, bottom: height - 8)
        var y = top
        for (row, h) in rows {
            svg.raw("<g class=lane><rect class=track x="); svg.px(axis.x0); svg.raw(" y="); svg.px(y + 2)
            svg.raw(" width="); svg.px(axis.x1 - axis.x0); svg.raw(" height="); svg.px(h - 4); svg.raw(" />")
            switch row {
            case .findings:
                label(&svg, "Breaches", sub: nil, y: y, h: h)
                breaches(&svg, y: y, h: h, bottom: height - 8, linked: &linked)
            case .ad(let i, let lane):
                label(&svg, scan.tracks[i].name, sub: scan.tracks[i].kind.rawValue, y: y, h: h)
                bars(&svg, scan.tracks[i].load, y: y + 4, h: 15)
                bars(&svg, scan.tracks[i].onScreen, y: y + 20, h: 4)
                bars(&svg, scan.tracks[i].action, y: y + 25, h: 4)
                marks(&svg, lanes.tracks[lane], y: y + 11.5, linked: &linked)
            case .exposure(let i):
                svg.raw("<text class=lane-sub x=14 y="); svg.px(y + h / 2 + 3); svg.raw(">exposure</text>")
                exposureBars(&svg, exposureEntries(i), y: y + 3, h: h - 6)
            case .app:
                label(&svg, "App", sub: "host screen, background, paused", y: y, h: h)
                bars(&svg, scan.hostHidden, y: y + 4, h: 15)
                bars(&svg, scan.background, y: y + 4, h: 15)
                bars(&svg, scan.paused, y: y + 20, h: 4)
                marks(&svg, lanes.app, y: y + 11.5, linked: &linked)
            case .orientation:
                label(&svg, "Orientation", sub: nil, y: y, h: h)
                let segs = scan.orientation.map {
                    (Segment(state: $0.orientation.axis == .portrait ? .portrait : .landscape, start: $0.span.start, end: $0.span.end), $0.orientation.rawValue)
                }
                orientationBars(&svg, segs, y: y + 4, h: h - 8)
                marks(&svg, lanes.rotations, y: y + h / 2, linked: &linked)
            }
            svg.raw("</g>")
            y += h
        }
        if drawn.count < scan.tracks.count {
            let shown = Set(drawn)
            svg.raw("<text class=note x="); svg.px(axis.x0); svg.raw(" y="); svg.px(height - 1); svg.raw(">")
            svg.text(Self.leftOutNote(scan.tracks.indices.filter { !shown.contains($0) }.map { scan.tracks[$0].name }))
            svg.raw("</text>")
        }
        svg.raw("</svg>")
        return (svg, linked)
    }

    /// `5 more ad objects not drawn: ad-25, ad-26, ad-27, ad-28, ad-29` (the first three and
    /// the last when there are more, each cut at 24 characters, so the note fits the drawing:
    /// the exposure table and the log name them all).
    static func leftOutNote(_ names: [String]) -> String {
        let cut = names.map { $0.count <= 24 ? $0 : $0.prefix(23) + "…" }
        let named = cut.count <= 5 ? cut : cut.prefix(3) + ["…", cut.last!]
        return "\(Fmt.plural(names.count, "more ad object")) not drawn: " + named.joined(separator: ", ")
    }

    /// The grid lines as one path, the tick labels each a text styled by its group.
    private func axisMarkup(_ g: inout HTML, top: Double, bottom: Double) {
        g.raw("<g class=axis><path class=grid d=\"")
        for t in axis.ticks {
            g.raw("M"); g.int(Self.pixel(axis.x(t))); g.raw(" "); g.px(top - 4); g.raw("V"); g.px(bottom)
        }
        g.raw("\" /><g class=tick>")
        for t in axis.ticks {
            let x = axis.x(t)
            g.raw("<text x="); g.int(Self.pixel(x)); g.raw(" y="); g.px(top - 9)
            // A label near the right edge ends at its tick, so it is not cut off.
            if x > Self.width - 40 { g.raw(" text-anchor=end") }
            g.raw(">"); g.text(axis.label(t)); g.raw("</text>")
        }
        g.raw("</g></g>")
    }

    /// A lane's name, cut to 22 characters; the whole name is its tooltip only when cut.
    private func label(_ svg: inout HTML, _ name: String, sub: String?, y: Double, h: Double) {
        svg.raw("<text class=lane-label x=4 y="); svg.px(y + (sub == nil ? h / 2 + 4 : h / 2 - 1)); svg.raw(">")
        if name.count > 22 {
            svg.raw("<title>"); svg.text(name); svg.raw("</title>"); svg.text(String(name.prefix(21)) + "…")
        } else {
            svg.text(name)
        }
        svg.raw("</text>")
        if let sub {
            svg.raw("<text class=lane-sub x=4 y="); svg.px(y + h / 2 + 10); svg.raw(">"); svg.text(sub); svg.raw("</text>")
        }
    }

    /// State spans, written as one `SpanRow` moved to `y` and stretched to `h`.
    /// The spans of `segments`, each titled with `titles[i]` when given, else its state's label.
    private func bars(_ svg: inout HTML, _ segments: [Segment], titles: [String]? = nil, y: Double, h: Double) {
        var row = SpanRow(noun: "short state")
        var lastEnd = Double.nan, lastX = 0.0
        for (i, s) in segments.enumerated() {
            // A span mostly starts where the last one ended: its x is that one's (x of equal times is equal).
            let a = s.start == lastEnd ? lastX : axis.x(s.start), b = axis.x(s.end)
            lastEnd = s.end; lastX = b
            row.add(cls: s.state.cssClass, a: a, b: b, start: s.start, end: s.end, title: .state(titles?[i] ?? s.state.label))
        }
        row.write(into: &svg, y: y, h: h)
    }

    /// The orientation's spans, each titled with its exact orientation and labelled with it,
    /// or with its short form (`Self.shortName`) when only that fits.
    private func orientationBars(_ svg: inout HTML, _ segs: [(Segment, String)], y: Double, h: Double) {
        bars(&svg, segs.map(\.0), titles: segs.map(\.1), y: y, h: h)
        for (s, name) in segs {
            let width = axis.x(s.end) - axis.x(s.start)
            guard let label = [name, Self.shortName(name)].first(where: { width > Double($0.count) * 6.5 + 12 }) else { continue }
            svg.raw("<text class=in-bar x="); svg.int(Self.pixel(axis.x(s.start)) + 7); svg.raw(" y="); svg.px(y + h / 2 + 4); svg.raw(">")
            svg.text(label); svg.raw("</text>")
        }
    }

    /// `landscapeRight` → `LR`, `portraitUpsideDown` → `PUD`: the capitals of an
    /// orientation's name, for a span too short for the whole name (its title has it).
    static func shortName(_ name: String) -> String {
        String(name.prefix(1).uppercased() + name.dropFirst().filter(\.isUppercase))
    }

    /// Breach marks (`BreachColumns`), with a faint line down through the lanes; ids match `markID(_:)`.
    private func breaches(_ svg: inout HTML, y: Double, h: Double, bottom: Double, linked: inout LineSet) {
        let failures = self.failures   // the label closure captures this, not a copy of the whole drawing
        for (k, b) in breachColumns.columns.enumerated() {
            linked.insert(b.firstLine)
            // A mark at 0 s is kept clear of the lane labels (its triangle is a mark wide).
            let px = Self.pixel(max(axis.x(b.first), axis.x0 + BreachColumns.width / 2))
            svg.raw("<path class=\"bline sev-"); svg.raw(b.severity); svg.raw("\" d=\"M"); svg.int(px); svg.raw(" ")
            svg.px(y + h - 4); svg.raw("V"); svg.px(bottom); svg.raw("\" />")
            svg.raw("<a class=bm id=tm-"); svg.int(k); svg.raw(" href=#L"); svg.int(b.firstLine); svg.raw("><title>")
            b.tooltip(&svg) { h, item in
                let r = failures[item.0], e = r.evidence[item.1]
                h.text(r.rule); h.raw(" ("); h.raw(r.severity.rawValue); h.raw(") at "); h.seconds(e.t)
                h.raw(", line "); h.int(e.line); h.raw(": "); h.text(e.message)
            }
            svg.raw("</title>")
            svg.raw("<path class=sev-"); svg.raw(b.severity); svg.raw(" d=\"M"); svg.int(px); svg.raw(" "); svg.px(y + h - 5)
            svg.raw("l-6-12h12z\" />")
            if !b.lesserSeverity.isEmpty {   // its right half: the next severity the mark holds
                svg.raw("<path class=sev-"); svg.raw(b.lesserSeverity); svg.raw(" d=\"M"); svg.int(px); svg.raw(" "); svg.px(y + h - 5)
                svg.raw("v-12h6z\" />")
            }
            svg.raw("</a>")
        }
    }
}
