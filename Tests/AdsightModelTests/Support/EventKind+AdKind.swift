import AdsightSession
@testable import AdsightModel

// The replayer's `EventCode` traits (`onlyFor`, `concernsAd`) spelled out case by case on
// `EventKind`: the independent statement `EventCodeTests` checks the code's bit tests against.

extension EventKind {
    /// The class an event belongs to when only one class has it (a banner callback, a
    /// full-screen-only method); nil for events both kinds share or that concern no ad.
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

    /// Whether the event concerns an ad object (calls, callbacks, `user.tap`, `user.dismiss`).
    var concernsAd: Bool {
        switch category {
        case .appCall, .callback: return true
        case .appAndDevice:
            switch self {
            case .userTap, .userDismiss: return true
            default: return false
            }
        case .unknown: return false
        }
    }
}
