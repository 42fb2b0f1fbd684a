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
    /// How `before` is known: a whole state, or the undo record of what the group changed.
    private var prior: Prior

    private enum Prior: Sendable {
        case state(ModelState)
        case undo(StepUndo)
    }

    public init(t: Double, events: ArraySlice<Event>, before: ModelState, state: ModelState, findings: [ConsistencyFinding]) {
        self.t = t; self.events = events; self.prior = .state(before); self.state = state; self.findings = findings
    }

    init(t: Double, events: ArraySlice<Event>, undo: StepUndo, state: ModelState, findings: [ConsistencyFinding]) {
        self.t = t; self.events = events; self.prior = .undo(undo); self.state = state; self.findings = findings
    }

    /// The state before the group (the previous step's `state`), rebuilt on demand.
    public var before: ModelState {
        get {
            switch prior {
            case .state(let s): return s
            case .undo(let u): return u.before(state)
            }
        }
        set { prior = .state(newValue) }
    }

    /// Calls `body` with what the group may have changed: the indices in `state.ads` of the
    /// pre-existing ads it changed (by an event or their derived facts), each once, in order
    /// of first change; the value of each before the group (same order); and the indices of
    /// the ads it created. An ad not named is exactly as it was before the group. Every ad
    /// when the step was made from a whole `before` state.
    public func withChangedAds<R>(
        _ body: (_ indices: [Int], _ before: UnsafeBufferPointer<AdState>, _ created: Range<Int>) -> R
    ) -> R {
        switch prior {
        case .state(let before):
            let kept = min(before.ads.count, state.ads.count)
            return before.ads.withUnsafeBufferPointer { ads in
                body(Array(0..<kept), UnsafeBufferPointer(rebasing: ads[0..<kept]), kept..<state.ads.count)
            }
        case .undo(let u):
            return u.ads.withUnsafeBufferPointer { ads in
                body(u.indices, ads, min(u.adCount, state.ads.count)..<state.ads.count)
            }
        }
    }

    /// The group's line numbers, in file order.
    public var lines: [Int] { events.map(\.line) }

    /// The fields that differ between `before` and `state`, computed on demand
    /// (app first, then ads in creation order, then app views).
    public var changes: [StateChange] { StateDiff.changes(from: before, to: state) }
}
