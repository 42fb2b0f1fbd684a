/// Gathers the distinct layouts of a session and the spans each one lasts, as the layout
/// after every group of events is recorded.
struct LayoutRecorder {
    let limit: Int
    private var layouts: [LayoutSnapshot] = []
    private var index: [LayoutKey: Int] = [:]
    private var open: (key: LayoutKey, since: Double)?

    init(limit: Int) { self.limit = limit }

    /// The layout from `t` on.
    mutating func record(_ key: LayoutKey, at t: Double) {
        guard open?.key != key else { return }
        if let o = open { addSpan(o.key, Interval(start: o.since, end: t)) }
        open = (key, t)
    }

    /// Closes the open layout at the end of the session.
    mutating func finish(at end: Double) -> [LayoutSnapshot] {
        if let o = open { addSpan(o.key, Interval(start: o.since, end: end)) }
        open = nil
        return layouts
    }

    /// A layout that lasts no time is dropped, unless it is the only one.
    private mutating func addSpan(_ key: LayoutKey, _ span: Interval) {
        guard span.end > span.start || layouts.isEmpty else { return }
        // One lookup: a layout seen before has its index; a new one gets the next index, or
        // -1 once `limit` layouts are kept (it is then never kept, as before).
        let next = layouts.count < limit ? layouts.count : -1
        var i = -2
        func find(_ slot: inout Int) {
            if slot == -2 { slot = next }
            i = slot
        }
        find(&index[key, default: -2])
        if i >= 0 && i < layouts.count {
            layouts[i].spans.append(span)
        } else if i >= 0 {
            layouts.append(LayoutSnapshot(orientation: key.orientation, items: key.items, hostBand: key.hostBand, spans: [span]))
        }
    }
}
