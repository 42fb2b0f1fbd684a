/// A whole session replayed.
public struct ReplayResult: Sendable {
    /// The state before any event (from the header).
    public var initial: ModelState
    /// One step per group of equal-`t` events, in order.
    public var steps: [Step]
    /// Every step's findings, in file order.
    public var findings: [ConsistencyFinding]
    /// The state after the last group (`initial` for a session with no events).
    public var final: ModelState

    public init(initial: ModelState, steps: [Step], findings: [ConsistencyFinding], final: ModelState) {
        self.initial = initial; self.steps = steps; self.findings = findings; self.final = final
    }
}
