import AdsightSession

/// Steps a session forward one group of equal-`t` events at a time: an online monitor
/// applies each group and judges the returned step.
public struct Replayer: Sendable {
    /// The state after the last applied group.
    public var state: ModelState { _read { yield core.state } }

    /// The state and what applies events to it.
    private var core: ReplayCore
    /// The change record `advance` fills, kept between groups for its buffers' capacity (a
    /// sibling of `core`, so both are passed in place to `ReplayCore.applyGroup`).
    private var spare = StepUndo(t: 0, app: nil, adCount: 0)
    /// The findings `advance` lends, kept between groups (an empty list made and released per
    /// group cost a call into the runtime each).
    private var spareFindings: [ConsistencyFinding] = []
    /// The state before the lent group, kept from loan to loan (`LentStep.before`).
    private var earlier = EarlierState()

    /// Starts from the header's state at t = 0.
    public init(header: SessionHeader) { self.init(state: ModelState(header: header)) }

    /// Starts from `state` (e.g. a step's `before`), so a group can be replayed again one
    /// event at a time; derived facts are taken as they are in `state`.
    public init(state: ModelState) {
        core = ReplayCore(state: state)
    }

    /// Applies one group of events sharing one `t` (in file order) and returns the step.
    ///
    /// Only what the group changes is copied: the step records the previous value of each
    /// ad it modified (its `before` is rebuilt from that on demand), and derived facts are
    /// recomputed for the ads the group touched, or for every ad when the app changed.
    public mutating func apply(_ group: ArraySlice<Event>) -> Step {
        earlier.forget()  // told nothing of this group's changes
        var undo = StepUndo(t: core.state.t, app: nil, adCount: core.state.ads.count)
        var findings: [ConsistencyFinding] = []
        let t = core.applyGroup(group, undo: &undo, findings: &findings)
        return Step(t: t, events: group, undo: consume undo, state: core.state, findings: consume findings)
    }

    /// Applies one group like `apply(_:)`, but lends the step to `body` instead of returning
    /// a `Step`: `body` reads the replayer's state and change record in place (no copy of the
    /// state, no step built and destroyed, the record's buffers reused from group to group).
    /// The `LentStep` is valid only inside `body`.
    public mutating func advance(_ group: ArraySlice<Event>, _ body: (LentStep) -> Void) {
        spare.reset(t: core.state.t, adCount: core.state.ads.count)
        if !spareFindings.isEmpty { spareFindings.removeAll() }
        let t = core.applyGroup(group, undo: &spare, findings: &spareFindings)
        withUnsafeMutablePointer(to: &core.state) { s in
            withUnsafeMutablePointer(to: &spare) { u in
                withUnsafeMutablePointer(to: &spareFindings) { f in
                    withUnsafeMutablePointer(to: &earlier) { b in
                        withUnsafePointer(to: group) { e in  // borrowed in place (a `var` copy retained the storage)
                            Self.withChangedAds(s, u) { changed in
                                group.withUnsafeBufferPointer { events in
                                    body(LentStep(t: t, events: e, state: s, undo: u, prior: nil, findings: f, earlier: b,
                                                  changed: changed, eventBuffer: events))
                                }
                            }
                        }
                    }
                }
            }
        }
        earlier.applied(spare)
    }

    /// The ads the group may have changed, as buffers read in place, made once for the step
    /// (each consumer taking them anew retained and released the three arrays).
    private static func withChangedAds(_ s: UnsafeMutablePointer<ModelState>, _ u: UnsafeMutablePointer<StepUndo>,
                                       _ body: (ChangedAds) -> Void) {
        s.pointee.ads.withUnsafeBufferPointer { after in
            u.pointee.indices.withUnsafeBufferPointer { indices in
                u.pointee.ads.withUnsafeBufferPointer { before in
                    let created = min(u.pointee.adCount, after.count)..<after.count
                    body(ChangedAds(indices: indices, before: before, after: after, created: created))
                }
            }
        }
    }

    /// Whether every ad stores the derived facts a full recomputation would give.
    var derivedFactsAreCurrent: Bool { core.derivedFactsAreCurrent }
}
