import AdsightModel

/// Lost time: the hidden time that is a loss, as the dashboard and the session pages show it.
extension AdExposure {
    /// Whether hidden time of `reason` is a loss for an ad of `kind`. Time in the background
    /// never is: nobody is looking at the app, so there is no attention to lose (and an ad's
    /// own action that left the app is a tap, which is what it was for). Otherwise a banner is
    /// meant to be seen as long as it holds an ad, so the rest of its hidden time is lost. A
    /// full-screen ad waits, loaded, for the app to present it (`notShown`), for the app to
    /// come back (`hostHidden`) or, as a page of a scroll view, for the reader to turn to it
    /// (`offscreen`: ADMagazine's pages are off screen until swiped to); only app views drawn
    /// over it while presented (`covered`) are a loss. A page the reader never reaches still
    /// shows, as a served ad with no viewable impression (missed).
    static func isLoss(_ reason: HiddenReason, _ kind: AdKind) -> Bool {
        reason != .background && (kind == .banner || reason == .covered)
    }

    /// The hidden milliseconds of `reason` that are a loss (0 when the reason is not one).
    func lostMilliseconds(_ reason: HiddenReason) -> Int {
        Self.isLoss(reason, kind) ? hiddenMilliseconds(reason) : 0
    }

    /// The hidden milliseconds that are a loss, over every reason (saturating).
    var lostMilliseconds: Int {
        HiddenReason.allCases.reduce(0) { $0.saturatingAdd(lostMilliseconds($1)) }
    }

    /// Served ads that earned no viewable impression.
    var missed: Int { max(0, served - viewableImpressions) }

    /// Seconds in view: viewable, or in the ad's own action (both count for an impression).
    var inViewMilliseconds: Int { milliseconds(.viewable).saturatingAdd(milliseconds(.action)) }
}
