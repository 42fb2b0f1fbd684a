/// What the rules read of the meter: the one fact of an ad object's exposure that its state
/// does not hold (`ExposureMoment(ad:app:screen:presentationLive:)` makes the rest from it).
extension ExposureMeter {
    /// Whether the object now at `state.ads[i]` (the state of the last step observed) has not
    /// failed since its last presentation; true for a banner, and where no live object is.
    public func presentationLive(ofAdAt i: Int) -> Bool {
        guard i < slot.count, slot[i] >= 0 else { return true }
        return tallies[slot[i]].presentationLive
    }
}
