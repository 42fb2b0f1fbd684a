import AdsightModel

/// Which states (as a `StateName.bit` mask) differ between two values of an ad or of the
/// app: a superset, never missing one, so a condition reading none of them is unchanged.
enum StateChanges {
    static func of(_ a: borrowing AdState, _ b: borrowing AdState) -> UInt64 {
        var m: UInt64 = 0
        if a.kind != b.kind { m |= StateName.kind.bit }
        if a.content != b.content { m |= StateName.loaded.bit }
        if a.everLoaded != b.everLoaded { m |= StateName.everLoaded.bit }
        if a.visible != b.visible { m |= StateName.visible.bit }
        if a.released != b.released { m |= StateName.released.bit }
        if a.hidden != b.hidden { m |= StateName.hidden.bit }
        if a.inViewHierarchy != b.inViewHierarchy { m |= StateName.inViewHierarchy.bit }
        if a.inViewController != b.inViewController { m |= StateName.inViewController.bit }
        if a.delegate != b.delegate { m |= StateName.delegate.bit }
        if a.action != b.action { m |= StateName.actionInProgress.bit }
        if a.unloadedAt != b.unloadedAt { m |= StateName.unloaded.bit }
        if a.presentation != b.presentation { m |= StateName.presentation.bit }
        if a.presentCount != b.presentCount { m |= StateName.presentCount.bit }
        if a.frame != b.frame { m |= StateName.frame.bit }
        if a.currentContentSizeIdentifier != b.currentContentSizeIdentifier {
            m |= StateName.currentContentSizeIdentifier.bit
        }
        if a.requiredContentSizeIdentifiers != b.requiredContentSizeIdentifiers {
            m |= StateName.requiredContentSizeIdentifiers.bit | StateName.requiredOrientations.bit
        }
        if a.frameIsBuiltinSize != b.frameIsBuiltinSize { m |= StateName.frameIsBuiltinSize.bit }
        if a.sizeMatchesOrientation != b.sizeMatchesOrientation { m |= StateName.sizeMatchesOrientation.bit }
        if a.obscuredBy != b.obscuredBy { m |= StateName.obscured.bit | StateName.obscuredBy.bit }
        if a.hostViewSizeOK != b.hostViewSizeOK { m |= StateName.hostViewSizeOK.bit }
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
