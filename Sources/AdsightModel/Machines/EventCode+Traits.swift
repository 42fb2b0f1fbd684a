import AdsightSession

extension EventCode {
    /// Whether `AdState.ignores` may say yes: the only codes it looks at (a test first
    /// spares the other ad events a call that answers no).
    @inline(__always)  // left a call per ad event otherwise
    var mayRepeatUnchanged: Bool {
        switch self {
        case .userTap, .bannerViewDidLoadAd, .setDelegate, .setFrame, .setCurrentContentSizeIdentifier: return true
        default: return false
        }
    }

    /// Whether `AppState.apply` may change the app (`AppState.mayChange`): rotations,
    /// appearing and disappearing, `view.frame`, background and foreground, pause and resume.
    var mayChangeApp: Bool {
        switch self {
        case .willRotate, .deviceOrientation, .viewWillAppear, .viewWillDisappear, .viewFrame, .didEnterBackground,
             .willEnterForeground, .pause, .resume:
            return true
        default:
            return false
        }
    }

    /// Whether the event is one of iAd's callbacks (`category == .callback`, without comparing
    /// categories: `==` of a type of the events' module is a call).
    var isCallback: Bool {
        switch self {
        case .bannerViewDidLoadAd, .bannerDidFail, .bannerActionShouldBegin, .bannerActionDidFinish, .interstitialDidLoad,
             .interstitialDidUnload, .interstitialDidFail, .interstitialActionShouldBegin, .interstitialActionDidFinish:
            return true
        default:
            return false
        }
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
