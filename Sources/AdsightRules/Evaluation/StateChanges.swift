import AdsightModel

/// Which states (as a `StateName.bit` mask) differ between two values of an ad or of the
/// app: a superset, never missing one, so a condition reading none of them is unchanged.
enum StateChanges {
    /// Only the states in `reads` are compared (the others may be left out of the mask), and
    /// `kind` always.
    /// The ads are read through pointers, field by field (an `AdState` argument would be copied);
    /// the content and presentation bit for bit (bits that differ for an equal value only add
    /// a state to the superset).
    static func of(_ pa: UnsafePointer<AdState>, _ pb: UnsafePointer<AdState>, reads: UInt64) -> UInt64 {
        var m: UInt64 = 0
        // Always compared: a new kind means instances of the other scope to create (`RuleIndex`).
        if pa.pointee.kind != pb.pointee.kind { m |= StateName.kind.bit }
        if reads & StateName.loaded.bit != 0, !AdState.sameContentBits(pa, pb) { m |= StateName.loaded.bit }
        if reads & StateName.everLoaded.bit != 0, pa.pointee.everLoaded != pb.pointee.everLoaded { m |= StateName.everLoaded.bit }
        if reads & StateName.visible.bit != 0, pa.pointee.visible != pb.pointee.visible { m |= StateName.visible.bit }
        if reads & StateName.released.bit != 0, pa.pointee.released != pb.pointee.released { m |= StateName.released.bit }
        if reads & StateName.hidden.bit != 0, pa.pointee.hidden != pb.pointee.hidden { m |= StateName.hidden.bit }
        if reads & StateName.inViewHierarchy.bit != 0, pa.pointee.inViewHierarchy != pb.pointee.inViewHierarchy { m |= StateName.inViewHierarchy.bit }
        if reads & StateName.inViewController.bit != 0, pa.pointee.inViewController != pb.pointee.inViewController { m |= StateName.inViewController.bit }
        if reads & StateName.delegate.bit != 0, pa.pointee.delegate != pb.pointee.delegate { m |= StateName.delegate.bit }
        if reads & StateName.actionInProgress.bit != 0, pa.pointee.action != pb.pointee.action { m |= StateName.actionInProgress.bit }
        if reads & StateName.unloaded.bit != 0, pa.pointee.unloadedAt != pb.pointee.unloadedAt { m |= StateName.unloaded.bit }
        if reads & StateName.presentation.bit != 0, !AdState.samePresentationBits(pa, pb) { m |= StateName.presentation.bit }
        if reads & StateName.presentCount.bit != 0, pa.pointee.presentCount != pb.pointee.presentCount { m |= StateName.presentCount.bit }
        if reads & StateName.frame.bit != 0, pa.pointee.frame != pb.pointee.frame { m |= StateName.frame.bit }
        // `sameIdentifiers` compares the required identifiers' reference and the current
        // identifier's bytes: both the same, neither identifier state differs.
        let sameIdentifiers = AdState.sameIdentifiers(pa, pb)
        if reads & StateName.currentContentSizeIdentifier.bit != 0, !sameIdentifiers,
           pa.pointee.currentContentSizeIdentifier != pb.pointee.currentContentSizeIdentifier {
            m |= StateName.currentContentSizeIdentifier.bit
        }
        if reads & (StateName.requiredContentSizeIdentifiers.bit | StateName.requiredOrientations.bit) != 0, !sameIdentifiers,
           pa.pointee.requiredContentSizeIdentifiers != pb.pointee.requiredContentSizeIdentifiers {
            m |= StateName.requiredContentSizeIdentifiers.bit | StateName.requiredOrientations.bit
        }
        if reads & StateName.frameIsBuiltinSize.bit != 0, pa.pointee.frameIsBuiltinSize != pb.pointee.frameIsBuiltinSize { m |= StateName.frameIsBuiltinSize.bit }
        if reads & StateName.sizeMatchesOrientation.bit != 0, pa.pointee.sizeMatchesOrientation != pb.pointee.sizeMatchesOrientation { m |= StateName.sizeMatchesOrientation.bit }
        if reads & (StateName.obscured.bit | StateName.obscuredBy.bit) != 0, !AdState.sameObscuredBy(pa, pb) { m |= StateName.obscured.bit | StateName.obscuredBy.bit }
        if reads & StateName.hostViewSizeOK.bit != 0, pa.pointee.hostViewSizeOK != pb.pointee.hostViewSizeOK { m |= StateName.hostViewSizeOK.bit }
        // The moment reads most of the ad (and the meter's memory, which only the ad's own
        // events change): any change of a listed ad may change it.
        if reads & StateName.exposureStates != 0 { m |= StateName.exposureStates }
        return m
    }

    @inline(__always)  // once per step
    static func of(_ a: AppFacts, _ b: AppFacts) -> UInt64 {
        var m: UInt64 = 0
        if a.paused != b.paused { m |= StateName.paused.bit }
        if a.background != b.background { m |= StateName.background.bit | StateName.exposureStates }
        if a.hostOnScreen != b.hostOnScreen { m |= StateName.hostOnScreen.bit | StateName.exposureStates }
        if a.orientation != b.orientation { m |= StateName.orientation.bit | StateName.screen.bit | StateName.exposureStates }
        return m
    }
}
