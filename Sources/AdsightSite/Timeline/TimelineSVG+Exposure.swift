import AdsightModel

extension TimelineSVG {
    /// The rows' height of an exposure lane.
    static let exposureLaneHeight = 18.0

    /// The exposure entries drawn in the lane under ad track `i`: every object the track's
    /// name was given (a re-created object follows the earlier one in time).
    func exposureEntries(_ i: Int) -> [AdExposure] {
        let name = scan.tracks[i].name
        return scan.exposure.filter { $0.ad == name }
    }

    /// One ad's exposure lane: a span per bucket in its colour (`x-<bucket>`), its title the
    /// bucket, the exposure fraction (and why, when hidden) and its time. Spans narrower
    /// than a pixel are drawn as one "many short states" span, as in the other lanes.
    func exposureBars(_ svg: inout HTML, _ entries: [AdExposure], y: Double, h: Double) {
        var busy: (x0: Double, x1: Double, n: Int, t0: Double, t1: Double)?
        func flushBusy() {
            guard let b = busy else { return }
            busy = nil
            svg.raw("<rect class=\"s-busy\" x=\""); svg.px(b.x0); svg.raw("\" y=\""); svg.px(y)
            svg.raw("\" width=\""); svg.px(max(b.x1 - b.x0, 1)); svg.raw("\" height=\""); svg.px(h); svg.raw("\"><title>")
            svg.text("\(Fmt.plural(b.n, "short exposure state")) between \(Fmt.seconds(b.t0)) and \(Fmt.seconds(b.t1))")
            svg.raw("</title></rect>")
        }
        for span in entries.flatMap(\.spans) {
            let a = axis.x(span.start), b = axis.x(span.end)
            if b - a < 1 {
                if let bb = busy, a - bb.x1 < 1 { busy = (bb.x0, b, bb.n + 1, bb.t0, span.end) } else { flushBusy(); busy = (a, b, 1, span.start, span.end) }
                continue
            }
            flushBusy()
            svg.raw("<rect class=\"x-"); svg.raw(span.bucket.rawValue); svg.raw("\" x=\""); svg.px(a); svg.raw("\" y=\""); svg.px(y)
            svg.raw("\" width=\""); svg.px(b - a); svg.raw("\" height=\""); svg.px(h); svg.raw("\"><title>")
            svg.text(Self.exposureTitle(span)); svg.raw("</title></rect>")
        }
        flushBusy()
    }

    /// `viewable, exposure 90%: 2.000 s – 6.000 s` (`hidden (covered), exposure 0%: …`).
    static func exposureTitle(_ span: ExposureSpan) -> String {
        let why = span.reason.map { " (\(ExposureWords.reason($0)))" } ?? ""
        return "\(span.bucket.rawValue)\(why), exposure \(ExposureWords.percent(span.exposure)): "
            + "\(Fmt.seconds(span.start)) – \(Fmt.seconds(span.end))"
    }
}
