import AdsightRules
import AdsightSession

/// Draws a session's timeline as inline SVG: a lane per ad object (load state, on screen,
/// action in progress), a lane for the app (host screen not shown, background, paused),
/// the interface orientation, breach marks in their severity's colour and a time axis.
///
/// What cannot be seen is aggregated: state changes shorter than a pixel become one
/// "busy" span, and events or breaches within a few pixels become one mark whose tooltip
/// counts them, so a session of any length gives a drawing of bounded size.
struct TimelineSVG {
    static let width = 1200.0
    static let labelWidth = 168.0
    static let bucket = 5.0
    static let laneLimit = 24

    let scan: SessionScan
    let events: [Event]
    let failures: [RuleResult]
    let axis: TimeAxis

    init(scan: SessionScan, events: [Event], failures: [RuleResult]) {
        self.scan = scan; self.events = events; self.failures = failures
        axis = TimeAxis(end: scan.end, x0: Self.labelWidth, x1: Self.width - 16)
    }

    /// The id of the breach mark that shows time `t` (evidence links to it).
    func markID(_ t: Double) -> String { "tm-\(bucketIndex(t))" }

    private func bucketIndex(_ t: Double) -> Int { Int(((axis.x(t) - axis.x0) / Self.bucket).rounded(.down)) }

    private enum Row { case findings, ad(Int), app, orientation }

    /// The SVG, and the log lines its marks link to (the event log must show them).
    func render(title: String) -> (svg: HTML, linkedLines: Set<Int>) {
        var linked: Set<Int> = []
        var rows: [(Row, Double)] = []
        if !failures.isEmpty { rows.append((.findings, 26)) }
        for i in scan.tracks.indices.prefix(Self.laneLimit) { rows.append((.ad(i), 32)) }
        rows.append((.app, 32))
        rows.append((.orientation, 24))
        let top = 26.0
        let height = top + rows.reduce(0) { $0 + $1.1 } + 8
        var svg = HTML()
        svg.raw("<svg class=\"timeline\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Fmt.coord(Self.width)) \(Fmt.coord(height))\" width=\"\(Fmt.coord(Self.width))\" height=\"\(Fmt.coord(height))\" aria-labelledby=\"timeline-title\">")
        svg.raw("<title id=\"timeline-title\">"); svg.text(title); svg.raw("</title>")
        svg.append(axisMarkup(top: top, bottom: height - 8))
        var y = top
        for (row, h) in rows {
            svg.raw("<g class=\"lane\">")
            svg.raw("<rect class=\"track\" x=\"\(Fmt.coord(axis.x0))\" y=\"\(Fmt.coord(y + 2))\" width=\"\(Fmt.coord(axis.x1 - axis.x0))\" height=\"\(Fmt.coord(h - 4))\"/>")
            switch row {
            case .findings:
                label(&svg, "Breaches", sub: nil, y: y, h: h)
                breaches(&svg, y: y, h: h, bottom: height - 8, linked: &linked)
            case .ad(let i):
                let track = scan.tracks[i]
                label(&svg, track.name, sub: track.kind.rawValue, y: y, h: h)
                bars(&svg, track.load, y: y + 4, h: 15, labels: false)
                bars(&svg, track.onScreen, y: y + 20, h: 4, labels: false)
                bars(&svg, track.action, y: y + 25, h: 4, labels: false)
                marks(&svg, events.filter { $0.ad == track.name }, y: y + 11.5, linked: &linked)
            case .app:
                label(&svg, "App", sub: "host screen, background, paused", y: y, h: h)
                bars(&svg, scan.hostHidden, y: y + 4, h: 15, labels: false)
                bars(&svg, scan.background, y: y + 4, h: 15, labels: false)
                bars(&svg, scan.paused, y: y + 20, h: 4, labels: false)
                marks(&svg, events.filter { $0.ad == nil && !isRotation($0) }, y: y + 11.5, linked: &linked)
            case .orientation:
                label(&svg, "Orientation", sub: nil, y: y, h: h)
                let segs = scan.orientation.map {
                    (Segment(state: $0.orientation.axis == .portrait ? .portrait : .landscape, start: $0.span.start, end: $0.span.end), $0.orientation.rawValue)
                }
                orientationBars(&svg, segs, y: y + 4, h: h - 8)
                marks(&svg, events.filter(isRotation), y: y + h / 2, linked: &linked)
            }
            svg.raw("</g>")
            y += h
        }
        if scan.tracks.count > Self.laneLimit {
            svg.raw("<text class=\"note\" x=\"\(Fmt.coord(axis.x0))\" y=\"\(Fmt.coord(height - 1))\">")
            svg.text("\(Fmt.plural(scan.tracks.count - Self.laneLimit, "more ad object")) not drawn")
            svg.raw("</text>")
        }
        svg.raw("</svg>")
        return (svg, linked)
    }

    private func isRotation(_ e: Event) -> Bool {
        switch e.kind {
        case .willRotate, .deviceOrientation: return true
        default: return false
        }
    }

    private func axisMarkup(top: Double, bottom: Double) -> HTML {
        var g = HTML()
        g.raw("<g class=\"axis\">")
        for t in axis.ticks {
            let x = Fmt.coord(axis.x(t))
            g.raw("<line class=\"grid\" x1=\"\(x)\" x2=\"\(x)\" y1=\"\(Fmt.coord(top - 4))\" y2=\"\(Fmt.coord(bottom))\"/>")
            // A label near the right edge ends at its tick, so it is not cut off.
            let end = axis.x(t) > Self.width - 40 ? " text-anchor=\"end\"" : ""
            g.raw("<text class=\"tick\" x=\"\(x)\" y=\"\(Fmt.coord(top - 9))\"\(end)>"); g.text(axis.label(t)); g.raw("</text>")
        }
        g.raw("</g>")
        return g
    }

    private func label(_ svg: inout HTML, _ name: String, sub: String?, y: Double, h: Double) {
        let shown = name.count > 22 ? String(name.prefix(21)) + "…" : name
        svg.raw("<text class=\"lane-label\" x=\"4\" y=\"\(Fmt.coord(y + (sub == nil ? h / 2 + 4 : h / 2 - 1)))\"><title>"); svg.text(name)
        svg.raw("</title>"); svg.text(shown); svg.raw("</text>")
        if let sub {
            svg.raw("<text class=\"lane-sub\" x=\"4\" y=\"\(Fmt.coord(y + h / 2 + 10))\">"); svg.text(sub); svg.raw("</text>")
        }
    }

    /// State spans; spans narrower than a pixel are gathered into one "busy" span.
    private func bars(_ svg: inout HTML, _ segments: [Segment], y: Double, h: Double, labels: Bool) {
        var busy: (x0: Double, x1: Double, n: Int, t0: Double, t1: Double)?
        func flushBusy() {
            guard let b = busy else { return }
            busy = nil
            svg.raw("<rect class=\"s-busy\" x=\"\(Fmt.coord(b.x0))\" y=\"\(Fmt.coord(y))\" width=\"\(Fmt.coord(max(b.x1 - b.x0, 1)))\" height=\"\(Fmt.coord(h))\"><title>")
            svg.text("\(Fmt.plural(b.n, "short state")) between \(Fmt.seconds(b.t0)) and \(Fmt.seconds(b.t1))")
            svg.raw("</title></rect>")
        }
        for s in segments {
            let a = axis.x(s.start), b = axis.x(s.end)
            if b - a < 1 {
                if let bb = busy, a - bb.x1 < 1 {
                    busy = (bb.x0, b, bb.n + 1, bb.t0, s.end)
                } else {
                    flushBusy(); busy = (a, b, 1, s.start, s.end)
                }
                continue
            }
            flushBusy()
            svg.raw("<rect class=\"s-\(s.state.rawValue)\" x=\"\(Fmt.coord(a))\" y=\"\(Fmt.coord(y))\" width=\"\(Fmt.coord(b - a))\" height=\"\(Fmt.coord(h))\"><title>")
            svg.text("\(s.state.label): \(Fmt.seconds(s.start)) – \(Fmt.seconds(s.end))")
            svg.raw("</title></rect>")
        }
        flushBusy()
    }

    private func orientationBars(_ svg: inout HTML, _ segs: [(Segment, String)], y: Double, h: Double) {
        bars(&svg, segs.map(\.0), y: y, h: h, labels: false)
        for (s, name) in segs {
            let a = axis.x(s.start), b = axis.x(s.end)
            guard b - a > Double(name.count) * 6.5 + 12 else { continue }
            svg.raw("<text class=\"in-bar\" x=\"\(Fmt.coord(a + 7))\" y=\"\(Fmt.coord(y + h / 2 + 4))\">"); svg.text(name); svg.raw("</text>")
        }
    }

    /// Event marks, one per few-pixel column, each linking to its line of the event log.
    private func marks(_ svg: inout HTML, _ list: [Event], y: Double, linked: inout Set<Int>) {
        var buckets: [(Int, MarkBucket)] = []
        for e in list {
            let k = bucketIndex(e.t)
            let label = "\(Fmt.seconds(e.t)) · line \(e.line) · \(e.name)"
            if let last = buckets.last, last.0 == k {
                buckets[buckets.count - 1].1.add(t: e.t, line: e.line, label: label)
            } else {
                buckets.append((k, MarkBucket(t: e.t, line: e.line, label: label)))
            }
        }
        for (k, b) in buckets {
            let x = axis.x0 + (Double(k) + 0.5) * Self.bucket
            let cx = b.count == 1 ? axis.x(b.first) : x
            linked.insert(b.firstLine)
            svg.raw("<a href=\"#L\(b.firstLine)\"><title>"); svg.text(b.tooltip); svg.raw("</title>")
            if b.count == 1 {
                svg.raw("<circle class=\"ev\" cx=\"\(Fmt.coord(cx))\" cy=\"\(Fmt.coord(y))\" r=\"2.5\"/>")
            } else {
                svg.raw("<rect class=\"ev many\" x=\"\(Fmt.coord(cx - 2.5))\" y=\"\(Fmt.coord(y - 3.5))\" width=\"5\" height=\"7\" rx=\"1.5\"/>")
            }
            svg.raw("</a>")
        }
    }

    /// Breach marks in the colour of the highest severity in their column, with a faint
    /// line down through the lanes; ids match `markID(_:)`.
    private func breaches(_ svg: inout HTML, y: Double, h: Double, bottom: Double, linked: inout Set<Int>) {
        var byBucket: [Int: MarkBucket] = [:]
        for r in failures {
            let rank = r.severity == .error ? 2 : (r.severity == .warning ? 1 : 0)
            for e in r.evidence {
                let k = bucketIndex(e.t)
                let label = "\(r.rule) (\(r.severity.rawValue)) at \(Fmt.seconds(e.t)), line \(e.line): \(e.message)"
                var b = byBucket[k] ?? MarkBucket(t: e.t, line: e.line, label: label)
                if byBucket[k] != nil { b.add(t: e.t, line: e.line, label: label) }
                if e.line < b.firstLine && e.t <= b.first { b.firstLine = e.line }
                if rank > b.severityRank { b.severityRank = rank; b.severity = r.severity.rawValue }
                byBucket[k] = b
            }
        }
        for k in byBucket.keys.sorted() {
            let b = byBucket[k]!
            linked.insert(b.firstLine)
            let x = Fmt.coord(b.count == 1 ? axis.x(b.first) : axis.x0 + (Double(k) + 0.5) * Self.bucket)
            svg.raw("<line class=\"bline sev-\(b.severity)\" x1=\"\(x)\" x2=\"\(x)\" y1=\"\(Fmt.coord(y + h - 4))\" y2=\"\(Fmt.coord(bottom))\"/>")
            svg.raw("<a class=\"bm\" id=\"tm-\(k)\" href=\"#L\(b.firstLine)\"><title>"); svg.text(b.tooltip); svg.raw("</title>")
            svg.raw("<path class=\"sev-\(b.severity)\" d=\"M\(x) \(Fmt.coord(y + h - 5))l-6 -12h12z\"/></a>")
        }
    }
}
