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

    init(t: Double, events: UnsafePointer<ArraySlice<Event>>, state: UnsafePointer<ModelState>, undo: UnsafePointer<StepUndo>,
         prior: UnsafePointer<ModelState>?, findings: UnsafePointer<[ConsistencyFinding]>) {
        self.t = t; eventsAddress = events; stateAddress = state; self.undo = undo; self.prior = prior
        findingsAddress = findings
    }

    /// The group's events, in file order, read in place.
    public var events: ArraySlice<Event> { unsafeAddress { eventsAddress } }
    /// The state after the group, read in place.
    public var state: ModelState { unsafeAddress { stateAddress } }
    /// The `model-consistency` findings of this group's events.
    public var findings: [ConsistencyFinding] { unsafeAddress { findingsAddress } }

    /// The state before the group, rebuilt (a copy).
    public var before: ModelState { prior?.pointee ?? undo.pointee.before(stateAddress.pointee) }

    /// `Step.withChangedAds(_:)`: the changed ads' indices and previous values, and the created ads.
    @inlinable  // specialized into the monitor: no closure context, no array retained per step
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
        let ads = UnsafeBufferPointer(start: undo.pointee.before, count: undo.pointee.changedCount)
        // The fields read in place (a call on `undo.pointee` copied and destroyed the whole record).
        let indices = undo.pointee.borrowed.map { $0.pointee.reusedIndexList() } ?? undo.pointee.indices
        return body(indices, ads, min(undo.pointee.adCount, count)..<count)
    }

    /// What `withChangedAds(_:)` gives, read in place through plain pointers (no array is
    /// retained while the caller works through the ads; valid during the loan only: the
    /// lender leaves these arrays untouched until the step's closure returns). Package
    /// access: the pointers outlive `withUnsafeBufferPointer`, which only this package's
    /// monitor relies on; others use `withChangedAds(_:)`.
    @inlinable
    package var changedAds: ChangedAds {
        let count = stateAddress.pointee.ads.count
        // Each array's storage is only looked at (no call in between can release it): no retain.
        let after = stateAddress.pointee.ads.withUnsafeBufferPointer { $0.baseAddress }
        if let prior {
            let kept = min(prior.pointee.ads.count, count)
            let before = prior.pointee.ads.withUnsafeBufferPointer { $0.baseAddress }
            return ChangedAds(indices: nil, count: kept, before: before, after: after, created: kept..<count)
        }
        let indices = undo.pointee.changedIndices
        let before = undo.pointee.before
        return ChangedAds(indices: indices, count: undo.pointee.changedCount, before: before, after: after,
                          created: min(undo.pointee.adCount, count)..<count)
    }

    /// Where the group's events are, read in place (no retain of their storage; valid during
    /// the loan only; package access, as `changedAds`).
    @inlinable
    package var eventBuffer: UnsafeBufferPointer<Event> {
        eventsAddress.pointee.withUnsafeBufferPointer { $0 }
    }

    /// The step as a value of its own (copies what it lends).
    public var step: Step {
        if let prior {
            return Step(t: t, events: events, before: prior.pointee, state: stateAddress.pointee, findings: findings)
        }
        return Step(t: t, events: events, undo: undo.pointee.owned(), state: stateAddress.pointee, findings: findings)
    }
}
