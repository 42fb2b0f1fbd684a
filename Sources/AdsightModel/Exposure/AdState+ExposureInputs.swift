extension AdState {
    /// Whether the ads at `a` and `b` hold the same values (numbers bit for bit) in everything
    /// an `ExposureMoment` reads of an ad: its placement (`samePlacement`), presentation,
    /// whether an action is in progress and whether it is loaded. Then, in the same app and
    /// with the same `presentationLive`, their moments are the same: the meter need not find
    /// the moment again (false may be said of equal moments: that only costs finding it).
    static func sameExposureInputs(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        a.pointee.action.isInProgress == b.pointee.action.isInProgress && a.pointee.content.isLoaded == b.pointee.content.isLoaded
            && samePlacement(a, b) && samePresentationBits(a, b)
    }
}
