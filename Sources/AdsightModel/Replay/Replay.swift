import AdsightSession

/// Replays whole sessions.
public enum Replay {
    /// Applies every group of equal-`t` events of `session` in order.
    public static func run(_ session: Session) -> ReplayResult {
        var replayer = Replayer(header: session.header)
        let initial = replayer.state
        var steps: [Step] = []
        var findings: [ConsistencyFinding] = []
        for group in groups(session.events) {
            let step = replayer.apply(group)
            findings.append(contentsOf: step.findings)
            steps.append(step)
        }
        return ReplayResult(initial: initial, steps: steps, findings: findings, final: replayer.state)
    }

    /// Calls `body` with each maximal run of `events` sharing one `t`, in order (what
    /// `groups` returns, without building the array).
    public static func forEachGroup(_ events: [Event], _ body: (ArraySlice<Event>) -> Void) {
        // The times read in place (no bounds check per event; the slices are of `events`).
        let count = events.count
        events.withUnsafeBufferPointer { all in
            var start = 0
            while start < count {
                let t = all[start].t
                var end = start + 1
                while end < count, all[end].t == t { end += 1 }
                body(events[start..<end])
                start = end
            }
        }
    }

    /// Splits events into maximal runs sharing one `t` (file order kept).
    public static func groups(_ events: [Event]) -> [ArraySlice<Event>] {
        var out: [ArraySlice<Event>] = []
        var start = events.startIndex
        while start < events.endIndex {
            var end = start + 1
            while end < events.endIndex, events[end].t == events[start].t { end += 1 }
            out.append(events[start..<end])
            start = end
        }
        return out
    }
}
