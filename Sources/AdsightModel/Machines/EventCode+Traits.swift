import AdsightSession

extension EventCode {
    /// `EventKind.category`.
    var category: EventCategory {
        switch rawValue {
        case ...EventCode.release.rawValue: return .appCall
        case ...EventCode.interstitialActionDidFinish.rawValue: return .callback
        case ...EventCode.userDismiss.rawValue: return .appAndDevice
        default: return .unknown
        }
    }

    /// `EventKind.concernsAd`: the app's calls, iAd's callbacks, `user.tap`, `user.dismiss`.
    var concernsAd: Bool {
        rawValue <= EventCode.interstitialActionDidFinish.rawValue || self == .userTap || self == .userDismiss
    }

    /// Whether `AppState.apply` may change the app (`AppState.mayChange`): rotations,
    /// appearing and disappearing, `view.frame`, background and foreground, pause and resume.
    var mayChangeApp: Bool {
        rawValue >= EventCode.willRotate.rawValue && rawValue <= EventCode.resume.rawValue
    }

    /// `EventKind.onlyFor`: the class that alone has the event.
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
