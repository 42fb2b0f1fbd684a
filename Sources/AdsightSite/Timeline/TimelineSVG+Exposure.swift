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
    /// bucket, the exposure fraction (and why, when hidden) and its time, written as one
    /// `SpanRow` (spans narrower than a pixel are one "many short states" span, as in the
    /// other lanes).
    func exposureBars(_ svg: inout HTML, _ entries: [AdExposure], y: Double, h: Double) {
        var row = SpanRow(noun: "short exposure state")
        for entry in entries {
            for span in entry.spans {
                row.add(cls: "x-" + span.bucket.rawValue, a: axis.x(span.start), b: axis.x(span.end),
                        start: span.start, end: span.end, title: .text(Self.exposureTitle(span)))
            }
        }
        row.write(into: &svg, y: y, h: h)
    }

    /// `viewable, exposure 90%: 2.000 s – 6.000 s` (`hidden (covered), exposure 0%: …`).
    static func exposureTitle(_ span: ExposureSpan) -> String {
        let why = span.reason.map { " (\(ExposureWords.reason($0)))" } ?? ""
        return "\(span.bucket.rawValue)\(why), exposure \(ExposureWords.percent(span.exposure)): "
            + "\(Fmt.seconds(span.start)) – \(Fmt.seconds(span.end))"
    }
}
