import AdsightSession

extension EventCode {
    /// `EventKind.category`.
    var category: EventCategory {
        switch number {
        case ...EventCode.release.number: return .appCall
        case ...EventCode.interstitialActionDidFinish.number: return .callback
        case ...EventCode.userDismiss.number: return .appAndDevice
        default: return .unknown
        }
    }

    /// Whether the event concerns an ad object: the app's calls, iAd's callbacks, `user.tap`, `user.dismiss`
    /// (one bit test: three compares cost ~7 instructions an event).
    var concernsAd: Bool { (Self.concernAd >> UInt64(number)) & 1 != 0 }

    /// A bit per code, set for the codes of `concernsAd`.
    private static var concernAd: UInt64 {
        (1 << (UInt64(EventCode.interstitialActionDidFinish.number) + 1) - 1)
            | 1 << UInt64(EventCode.userTap.number) | 1 << UInt64(EventCode.userDismiss.number)
    }

    /// Whether `AdState.ignores` may say yes: the only codes it looks at (a bit test first
    /// spares the other ad events a call that answers no).
    @inline(__always)  // left a call per ad event otherwise
    var mayRepeatUnchanged: Bool { (Self.repeatUnchanged >> UInt64(number)) & 1 != 0 }

    /// A bit per code, set for the codes of `mayRepeatUnchanged`.
    private static var repeatUnchanged: UInt64 {
        1 << UInt64(EventCode.userTap.number) | 1 << UInt64(EventCode.bannerViewDidLoadAd.number)
            | 1 << UInt64(EventCode.setDelegate.number) | 1 << UInt64(EventCode.setFrame.number)
            | 1 << UInt64(EventCode.setCurrentContentSizeIdentifier.number)
    }

    /// Whether `AppState.apply` may change the app (`AppState.mayChange`): rotations,
    /// appearing and disappearing, `view.frame`, background and foreground, pause and resume.
    var mayChangeApp: Bool {
        number >= EventCode.willRotate.number && number <= EventCode.resume.number
    }

    /// The class that alone has the event (a banner callback, a full-screen-only method); nil
    /// for events both kinds share or that concern no ad.
    var onlyFor: AdKind? {
        switch self {
        case .initBanner, .setRequiredContentSizeIdentifiers, .setCurrentContentSizeIdentifier,
             .readBannerLoaded, .cancelBannerViewAction, .bannerViewDidLoadAd, .bannerDidFail,
             .bannerActionShouldBegin, .bannerActionDidFinish:
            return .banner
        case .initInterstitial, .readLoaded, .presentFromViewController, .presentInView, .cancelAction,
             .interstitialDidLoad, .interstitialDidUnload, .interstitialDidFail,
             .interstitialActionShouldBegin, .interstitialActionDidFinish:
            return .interstitial
        case .setDelegate, .setFrame, .setHidden, .viewAdd, .viewRemove, .release,
             .willRotate, .deviceOrientation, .viewWillAppear, .viewWillDisappear, .viewFrame,
             .didEnterBackground, .willEnterForeground, .pause, .resume, .transition, .urgent,
             .alert, .userTap, .userDismiss, .unknown:
            return nil
        }
    }
}
