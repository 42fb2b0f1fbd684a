/// Maps session time to the timeline's x coordinate and chooses readable ticks, from
/// milliseconds to hours.
struct TimeAxis: Sendable {
    var end: Double
    var x0: Double
    var x1: Double

    /// The longest axis, in seconds: a session may legally end at `t` 1e300; its axis stops
    /// here (later times sit at the right edge), so tick counts and labels fit `Int64`.
    static let maxEnd = 9e15

    init(end: Double, x0: Double, x1: Double) {
        self.end = end > 0 && end.isFinite ? min(end, Self.maxEnd) : 1
        self.x0 = x0; self.x1 = x1
    }

    func x(_ t: Double) -> Double { x0 + (x1 - x0) * min(max(t, 0), end) / end }

    static let steps: [Double] = [
        0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30,
        60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400,
    ]

    /// The tick step: the smallest that gives at most 10 intervals.
    var step: Double { Self.steps.first { end / $0 <= 10 } ?? (end / 10).rounded(.up) }

    /// Tick times from 0 to the end.
    var ticks: [Double] {
        let s = step
        let n = Int((end / s + 1e-9).rounded(.down))
        return (0...max(n, 0)).map { Double($0) * s }
    }

    /// A tick label: `0.25 s`, `40 s`, `2:30 min`, `1:30 h`.
    func label(_ t: Double) -> String {
        let s = step
        if end < 60 {
            let places = s >= 1 ? 0 : (s >= 0.1 ? 1 : (s >= 0.01 ? 2 : 3))
            return Fmt.fixed(t, places: places) + " s"
        }
        let total = Int64(t.rounded())
        if end < 3600 { return "\(total / 60):" + Fmt.pad2(total % 60) + " min" }
        return "\(total / 3600):" + Fmt.pad2((total % 3600) / 60) + (s < 60 ? ":" + Fmt.pad2(total % 60) : "") + " h"
    }
}
