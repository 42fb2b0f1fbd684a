import AdsightSession

/// A step read in place: what a `Step` holds, without copying it out of whoever holds it
/// (`Replayer.advance(_:_:)` lends its state and change record; `Step.lend(_:)` lends a
/// step's own). Valid only inside the closure it is lent to: its pointers are not kept.
public struct LentStep {
    /// The group's `t`.
    public let t: Double
    /// Where the group's events are (valid during the loan only).
    public let eventsAddress: UnsafePointer<ArraySlice<Event>>
    /// Where the state after the group is (valid during the loan only).
    public let stateAddress: UnsafePointer<ModelState>
    @usableFromInline let undo: UnsafePointer<StepUndo>
    /// The whole state before the group, when the step was made from one (then `undo` is unused).
    @usableFromInline let prior: UnsafePointer<ModelState>?
    /// Where the group's findings are (valid during the loan only).
    public let findingsAddress: UnsafePointer<[ConsistencyFinding]>
    /// The lender's earlier state, which `before` brings up to date (nil: rebuilt from `undo`).
    let earlier: UnsafeMutablePointer<EarlierState>?
    /// `withChangedAdsInPlace`'s buffers when the lender made them (valid during the lend only).
    @usableFromInline let changed: ChangedAds?
    /// `withEventsInPlace`'s buffer when the lender made it (valid during the lend only).
    @usableFromInline let eventBuffer: UnsafeBufferPointer<Event>?

    init(t: Double, events: UnsafePointer<ArraySlice<Event>>, state: UnsafePointer<ModelState>, undo: UnsafePointer<StepUndo>,
         prior: UnsafePointer<ModelState>?, findings: UnsafePointer<[ConsistencyFinding]>,
         earlier: UnsafeMutablePointer<EarlierState>? = nil, changed: ChangedAds? = nil,
         eventBuffer: UnsafeBufferPointer<Event>? = nil) {
        self.t = t; eventsAddress = events; stateAddress = state; self.undo = undo; self.prior = prior
        findingsAddress = findings; self.earlier = earlier; self.changed = changed
        self.eventBuffer = eventBuffer
    }

    /// Calls `body` with the group's events read in place.
    @inlinable
    package func withEventsInPlace<R>(_ body: (UnsafeBufferPointer<Event>) -> R) -> R {
        if let eventBuffer { return body(eventBuffer) }
        return eventsAddress.pointee.withUnsafeBufferPointer(body)
    }

    /// The group's events, in file order, read in place.
    public var events: ArraySlice<Event> { unsafeAddress { eventsAddress } }
    /// The state after the group, read in place.
    public var state: ModelState { unsafeAddress { stateAddress } }
    /// The `model-consistency` findings of this group's events.
    public var findings: [ConsistencyFinding] { unsafeAddress { findingsAddress } }

    /// The state before the group (a copy): the lender's earlier state brought up to date
    /// (O(ads changed since it was last asked for)), or rebuilt from the change record.
    public var before: ModelState {
        if let prior { return prior.pointee }
        if let earlier { return earlier.pointee.before(undo, stateAddress) }
        return undo.pointee.before(stateAddress.pointee)
    }

    /// Calls `body` with `before` read in place where the lender keeps it (the replayer's
    /// earlier state, or the step's own), else with a copy made for the call.
    public func withBefore<R>(_ body: (UnsafePointer<ModelState>) -> R) -> R {
        if let prior { return body(prior) }
        if let earlier { return earlier.pointee.withBefore(undo, stateAddress, body) }
        return withUnsafePointer(to: undo.pointee.before(stateAddress.pointee)) { body($0) }
    }

    /// `Step.withChangedAds(_:)`: the changed ads' indices and previous values, and the created ads.
    @inlinable  // specialized into the monitor: no closure context per step
    public func withChangedAds<R>(
        _ body: (_ indices: [Int], _ before: UnsafeBufferPointer<AdState>, _ created: Range<Int>) -> R
    ) -> R {
        let count = stateAddress.pointee.ads.count
        if let prior {
            let kept = min(prior.pointee.ads.count, count)
            return prior.pointee.ads.withUnsafeBufferPointer { ads in
                body(Array(0..<kept), UnsafeBufferPointer(rebasing: ads[0..<kept]), kept..<count)
            }
        }
        let created = min(undo.pointee.adCount, count)..<count
        return undo.pointee.ads.withUnsafeBufferPointer { body(undo.pointee.indices, $0, created) }
    }

    /// What `withChangedAds(_:)` gives, and the ads after the group, as buffers read in place
    /// during `body` (no array made or retained per step; package access: the monitor's).
    @inlinable
    package func withChangedAdsInPlace<R>(_ body: (ChangedAds) -> R) -> R {
        if let changed { return body(changed) }
        return stateAddress.pointee.ads.withUnsafeBufferPointer { after in
            let count = after.count
            if let prior {
                return prior.pointee.ads.withUnsafeBufferPointer { ads in
                    let kept = min(ads.count, count)
                    return body(ChangedAds(indices: nil, before: UnsafeBufferPointer(rebasing: ads[0..<kept]), after: after,
                                           created: kept..<count))
                }
            }
            let created = min(undo.pointee.adCount, count)..<count
            return undo.pointee.indices.withUnsafeBufferPointer { indices in
                undo.pointee.ads.withUnsafeBufferPointer { before in
                    body(ChangedAds(indices: indices, before: before, after: after, created: created))
                }
            }
        }
    }

    /// The step as a value of its own (copies what it lends).
    public var step: Step {
        if let prior {
            return Step(t: t, events: events, before: prior.pointee, state: stateAddress.pointee, findings: findings)
        }
        return Step(t: t, events: events, undo: undo.pointee.owned(), state: stateAddress.pointee, findings: findings)
    }
}
