import AdsightSession

/// The result of applying one group of equal-`t` events.
public struct Step: Sendable {
    /// The group's `t`.
    public var t: Double
    /// The group's events, in file order.
    public var events: ArraySlice<Event>
    /// The state before the group (the previous step's `state`).
    public var before: ModelState
    /// The state after the group: what rules judge.
    public var state: ModelState
    /// The `model-consistency` findings of this group's events.
    public var findings: [ConsistencyFinding]

    public init(t: Double, events: ArraySlice<Event>, before: ModelState, state: ModelState, findings: [ConsistencyFinding]) {
        self.t = t; self.events = events; self.before = before; self.state = state; self.findings = findings
    }

    /// The group's line numbers, in file order.
    public var lines: [Int] { events.map(\.line) }

    /// The fields that differ between `before` and `state`, computed on demand
    /// (app first, then ads in creation order, then app views).
    public var changes: [StateChange] { StateDiff.changes(from: before, to: state) }
}
