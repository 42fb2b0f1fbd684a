import AdsightSession

extension LentStep {
    /// Whether the group changed what every ad's exposure reads of the app: the background,
    /// the host screen, the orientation's axis (the screen's size) or the app's views
    /// (`AppChange`; not the pause nor a turn within one axis).
    var changesExposureOfEveryAd: Bool {
        if let prior {
            let a = prior.pointee.app, b = stateAddress.pointee.app
            return a.background != b.background || a.hostOnScreen != b.hostOnScreen
                || a.orientation.axis != b.orientation.axis || a.views != b.views
        }
        return !AppChange(stateAddress.pointee.app, undo.pointee).none
    }
}
