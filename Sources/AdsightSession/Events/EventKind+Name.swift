extension EventKind {
    /// The wire name of the event as written in `event`. Inlinable: pages read it for
    /// every event.
    @inlinable public var name: String {
        switch self {
        case .initBanner: return "initWithFrame:"
        case .initInterstitial: return "init"
        case .setDelegate: return "setDelegate:"
        case .setRequiredContentSizeIdentifiers: return "setRequiredContentSizeIdentifiers:"
        case .setCurrentContentSizeIdentifier: return "setCurrentContentSizeIdentifier:"
        case .setFrame: return "setFrame:"
        case .setHidden: return "setHidden:"
        case .viewAdd: return "view.add"
        case .viewRemove: return "view.remove"
        case .readBannerLoaded: return "bannerLoaded"
        case .readLoaded: return "loaded"
        case .presentFromViewController: return "presentFromViewController:"
        case .presentInView: return "presentInView:"
        case .cancelBannerViewAction: return "cancelBannerViewAction"
        case .cancelAction: return "cancelAction"
        case .release: return "release"
        case .bannerViewDidLoadAd: return "bannerViewDidLoadAd:"
        case .bannerDidFail: return "bannerView:didFailToReceiveAdWithError:"
        case .bannerActionShouldBegin: return "bannerViewActionShouldBegin:willLeaveApplication:"
        case .bannerActionDidFinish: return "bannerViewActionDidFinish:"
        case .interstitialDidLoad: return "interstitialAdDidLoad:"
        case .interstitialDidUnload: return "interstitialAdDidUnload:"
        case .interstitialDidFail: return "interstitialAd:didFailWithError:"
        case .interstitialActionShouldBegin: return "interstitialAdActionShouldBegin:willLeaveApplication:"
        case .interstitialActionDidFinish: return "interstitialAdActionDidFinish:"
        case .willRotate: return "willRotateToInterfaceOrientation:duration:"
        case .deviceOrientation: return "device.orientation"
        case .viewWillAppear: return "viewWillAppear:"
        case .viewWillDisappear: return "viewWillDisappear:"
        case .viewFrame: return "view.frame"
        case .didEnterBackground: return "applicationDidEnterBackground:"
        case .willEnterForeground: return "applicationWillEnterForeground:"
        case .pause: return "app.pause"
        case .resume: return "app.resume"
        case .transition: return "app.transition"
        case .urgent: return "app.urgent"
        case .alert: return "app.alert"
        case .userTap: return "user.tap"
        case .userDismiss: return "user.dismiss"
        case .unknown(let name): return name
        }
    }

    /// Which table of the format the event belongs to.
    public var category: EventCategory {
        switch self {
        case .initBanner, .initInterstitial, .setDelegate, .setRequiredContentSizeIdentifiers,
             .setCurrentContentSizeIdentifier, .setFrame, .setHidden, .viewAdd, .viewRemove,
             .readBannerLoaded, .readLoaded, .presentFromViewController, .presentInView,
             .cancelBannerViewAction, .cancelAction, .release:
            return .appCall
        case .bannerViewDidLoadAd, .bannerDidFail, .bannerActionShouldBegin, .bannerActionDidFinish,
             .interstitialDidLoad, .interstitialDidUnload, .interstitialDidFail,
             .interstitialActionShouldBegin, .interstitialActionDidFinish:
            return .callback
        case .willRotate, .deviceOrientation, .viewWillAppear, .viewWillDisappear, .viewFrame,
             .didEnterBackground, .willEnterForeground, .pause, .resume, .transition, .urgent,
             .alert, .userTap, .userDismiss:
            return .appAndDevice
        case .unknown:
            return .unknown
        }
    }
}

/// The three tables of the format's events, plus names it does not define.
public enum EventCategory: String, Sendable, Hashable {
    /// "Calls the app makes into iAd".
    case appCall
    /// "Delegate callbacks iAd makes".
    case callback
    /// "The app, its views and the device".
    case appAndDevice
    case unknown
}
