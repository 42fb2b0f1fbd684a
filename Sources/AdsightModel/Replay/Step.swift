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

    /// Calls `changed` with the index in `state.ads` and the value before the group of every
    /// pre-existing ad the group may have changed (by an event or its derived facts), each
    /// once, then `created` with the index of every ad the group created; an ad not named
    /// is exactly as it was before the group. Every ad when the step was made from a whole
    /// `before` state.
    public func forEachChangedAd(_ changed: (_ index: Int, _ before: AdState) -> Void, created: (Int) -> Void) {
        switch prior {
        case .state(let before):
            for i in state.ads.indices {
                if i < before.ads.count { changed(i, before.ads[i]) } else { created(i) }
            }
        case .undo(let u):
            u.ads.withUnsafeBufferPointer { ads in
                for k in ads.indices { changed(u.indices[k], ads[k]) }
            }
            if u.adCount < state.ads.count { for i in u.adCount..<state.ads.count { created(i) } }
        }
    }

    /// The group's line numbers, in file order.
    public var lines: [Int] { events.map(\.line) }

    /// The fields that differ between `before` and `state`, computed on demand
    /// (app first, then ads in creation order, then app views).
    public var changes: [StateChange] { StateDiff.changes(from: before, to: state) }
}
