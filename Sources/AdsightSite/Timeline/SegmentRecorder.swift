/// Turns a sequence of "state from time t" changes into segments; a state that lasts
/// no time (two changes at one `t`) leaves no segment.
struct SegmentRecorder: Sendable {
    private(set) var segments: [Segment] = []
    private var current: (state: LaneState?, since: Double)?

    /// The state from `t` on (nil: nothing to show).
    mutating func set(_ state: LaneState?, at t: Double) {
        if let c = current {
            if c.state == state { return }
            if let s = c.state, t > c.since {
                if let last = segments.last, last.state == s, last.end == c.since {
                    segments[segments.count - 1].end = t
                } else {
                    segments.append(Segment(state: s, start: c.since, end: t))
                }
            }
        }
        current = (state, t)
    }

    /// Closes the open segment at the end of the session.
    mutating func finish(at t: Double) -> [Segment] {
        set(nil, at: t)
        return segments
    }
}
