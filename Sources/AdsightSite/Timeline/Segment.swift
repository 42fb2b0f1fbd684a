/// A span of time during which a lane shows one state (`loaded`, `landscapeLeft`, ...).
struct Segment: Sendable, Hashable {
    var state: LaneState
    var start: Double
    var end: Double
}
