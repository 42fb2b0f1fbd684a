import AdsightModel

/// Which states (as a `StateName.bit` mask) differ between two values of an ad or of the
/// app: a superset, never missing one, so a condition reading none of them is unchanged.
enum StateChanges {
    /// Only the states in `reads` are compared (the others may be left out of the mask), and
    /// `kind` always.
    static func of(_ a: borrowing AdState, _ b: borrowing AdState, reads: UInt64) -> UInt64 {
        var m: UInt64 = 0
        // Always compared: a new kind means instances of the other scope to create (`RuleIndex`).
        if a.kind != b.kind { m |= StateName.kind.bit }
        if reads & StateName.loaded.bit != 0, a.content != b.content { m |= StateName.loaded.bit }
        if reads & StateName.everLoaded.bit != 0, a.everLoaded != b.everLoaded { m |= StateName.everLoaded.bit }
        if reads & StateName.visible.bit != 0, a.visible != b.visible { m |= StateName.visible.bit }
        if reads & StateName.released.bit != 0, a.released != b.released { m |= StateName.released.bit }
        if reads & StateName.hidden.bit != 0, a.hidden != b.hidden { m |= StateName.hidden.bit }
        if reads & StateName.inViewHierarchy.bit != 0, a.inViewHierarchy != b.inViewHierarchy { m |= StateName.inViewHierarchy.bit }
        if reads & StateName.inViewController.bit != 0, a.inViewController != b.inViewController { m |= StateName.inViewController.bit }
        if reads & StateName.delegate.bit != 0, a.delegate != b.delegate { m |= StateName.delegate.bit }
        if reads & StateName.actionInProgress.bit != 0, a.action != b.action { m |= StateName.actionInProgress.bit }
        if reads & StateName.unloaded.bit != 0, a.unloadedAt != b.unloadedAt { m |= StateName.unloaded.bit }
        if reads & StateName.presentation.bit != 0, a.presentation != b.presentation { m |= StateName.presentation.bit }
        if reads & StateName.presentCount.bit != 0, a.presentCount != b.presentCount { m |= StateName.presentCount.bit }
        if reads & StateName.frame.bit != 0, a.frame != b.frame { m |= StateName.frame.bit }
        if a.currentContentSizeIdentifier != b.currentContentSizeIdentifier {
            m |= StateName.currentContentSizeIdentifier.bit
        }
        if a.requiredContentSizeIdentifiers != b.requiredContentSizeIdentifiers {
            m |= StateName.requiredContentSizeIdentifiers.bit | StateName.requiredOrientations.bit
        }
        if reads & StateName.frameIsBuiltinSize.bit != 0, a.frameIsBuiltinSize != b.frameIsBuiltinSize { m |= StateName.frameIsBuiltinSize.bit }
        if reads & StateName.sizeMatchesOrientation.bit != 0, a.sizeMatchesOrientation != b.sizeMatchesOrientation { m |= StateName.sizeMatchesOrientation.bit }
        if reads & (StateName.obscured.bit | StateName.obscuredBy.bit) != 0, a.obscuredBy != b.obscuredBy { m |= StateName.obscured.bit | StateName.obscuredBy.bit }
        if reads & StateName.hostViewSizeOK.bit != 0, a.hostViewSizeOK != b.hostViewSizeOK { m |= StateName.hostViewSizeOK.bit }
        return m
    }

    static func of(_ a: AppFacts, _ b: AppFacts) -> UInt64 {
        var m: UInt64 = 0
        if a.paused != b.paused { m |= StateName.paused.bit }
        if a.background != b.background { m |= StateName.background.bit }
        if a.hostOnScreen != b.hostOnScreen { m |= StateName.hostOnScreen.bit }
        if a.orientation != b.orientation { m |= StateName.orientation.bit | StateName.screen.bit }
        return m
    }
}
