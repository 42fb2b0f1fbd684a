import AdsightSession

/// The result of applying one group of equal-`t` events.
public struct Step: Sendable {
    /// The group's `t`.
    public var t: Double
    /// The group's events, in file order.
    public var events: ArraySlice<Event>
    /// The state after the group: what rules judge (fixed: `before` is rebuilt from it).
    public private(set) var state: ModelState
    /// The `model-consistency` findings of this group's events.
    public var findings: [ConsistencyFinding]
    /// How `before` is known: a whole state when given one (then `undo` is empty and unused),
    /// else the undo record of what the group changed. Two stored properties, not an enum:
    /// `withChangedAds` then reads the record in place (binding an enum payload copied it).
    private var priorState: ModelState?
    private var undo: StepUndo

    public init(t: Double, events: ArraySlice<Event>, before: ModelState, state: ModelState, findings: [ConsistencyFinding]) {
        self.t = t; self.events = events; self.priorState = before; self.state = state; self.findings = findings
        undo = StepUndo(t: before.t, app: nil, adCount: before.ads.count)
    }

    /// The replayer's step: `undo` and `findings` are moved in (no copy of their arrays).
    init(t: Double, events: ArraySlice<Event>, undo: consuming StepUndo, state: ModelState, findings: consuming [ConsistencyFinding]) {
        self.t = t; self.events = events; self.undo = undo; self.state = state; self.findings = findings
    }

    /// The state before the group (the previous step's `state`), rebuilt on demand.
    public var before: ModelState {
        get { priorState ?? undo.before(state) }
        set { priorState = newValue }
    }

    /// Calls `body` with what the group may have changed: the indices in `state.ads` of the
    /// pre-existing ads it changed (by an event or their derived facts), each once, in order
    /// of first change; the value of each before the group (same order); and the indices of
    /// the ads it created. An ad not named is exactly as it was before the group. Every ad
    /// when the step was made from a whole `before` state.
    public func withChangedAds<R>(
        _ body: (_ indices: [Int], _ before: UnsafeBufferPointer<AdState>, _ created: Range<Int>) -> R
    ) -> R {
        if let before = priorState {
            let kept = min(before.ads.count, state.ads.count)
            return before.ads.withUnsafeBufferPointer { ads in
                body(Array(0..<kept), UnsafeBufferPointer(rebasing: ads[0..<kept]), kept..<state.ads.count)
            }
        }
        let created = min(undo.adCount, state.ads.count)..<state.ads.count
        return undo.ads.withUnsafeBufferPointer { body(undo.indices, $0, created) }
    }

    /// Calls `body` with this step lent in place (no copy of its state or change record).
    public func lend<R>(_ body: (LentStep) -> R) -> R {
        withUnsafePointer(to: state) { s in
            withUnsafePointer(to: undo) { u in
                withUnsafePointer(to: findings) { f in
                    withUnsafePointer(to: events) { e in
                        if let priorState {
                            return withUnsafePointer(to: priorState) { p in
                                body(LentStep(t: t, events: e, state: s, undo: u, prior: p, findings: f))
                            }
                        }
                        return body(LentStep(t: t, events: e, state: s, undo: u, prior: nil, findings: f))
                    }
                }
            }
        }
    }

    /// The group's line numbers, in file order.
    public var lines: [Int] { events.map(\.line) }

    /// The fields that differ between `before` and `state`, computed on demand
    /// (app first, then ads in creation order, then app views).
    public var changes: [StateChange] { StateDiff.changes(from: before, to: state) }
}
