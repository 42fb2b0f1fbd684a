/// An event's case as a small number, stored in the event when it is made (`Event.code`):
/// the replayer's and the rules' questions about an event (does it change the app, concern
/// an ad, belong to one class, ...) are then table lookups on it. Asked of `EventKind` each
/// time, they were a switch each, and a switch tells the cases without payload apart by
/// comparing them one after another (~90 instructions an event in all). In `EventKind`'s
/// order, which is also `EventNames`' order: the app's calls, iAd's callbacks, then the app,
/// its views and the device, then `unknown`.
package enum EventCode: UInt8, CaseIterable {
    case initBanner, initInterstitial, setDelegate, setRequiredContentSizeIdentifiers,
         setCurrentContentSizeIdentifier, setFrame, setHidden, viewAdd, viewRemove, readBannerLoaded,
         readLoaded, presentFromViewController, presentInView, cancelBannerViewAction, cancelAction, release
    case bannerViewDidLoadAd, bannerDidFail, bannerActionShouldBegin, bannerActionDidFinish,
         interstitialDidLoad, interstitialDidUnload, interstitialDidFail, interstitialActionShouldBegin,
         interstitialActionDidFinish
    case willRotate, deviceOrientation, viewWillAppear, viewWillDisappear, viewFrame, didEnterBackground,
         willEnterForeground, pause, resume, transition, urgent, alert, userTap, userDismiss
    case unknown

    /// The case's number (`rawValue`), for table lookups.
    @inlinable package var number: UInt8 { rawValue }

    /// Whether the event concerns an ad object, and so needs `ad`: the app's calls, iAd's
    /// callbacks, `user.tap`, `user.dismiss`. (A switch on the case compiles to a bit test;
    /// inlinable, as the replay asks it of every event.)
    @inlinable package var concernsAd: Bool {
        switch self {
        case .willRotate, .deviceOrientation, .viewWillAppear, .viewWillDisappear, .viewFrame, .didEnterBackground,
             .willEnterForeground, .pause, .resume, .transition, .urgent, .alert, .unknown:
            return false
        default:
            return true
        }
    }

    /// Which table of the format the event belongs to: the cases come table by table.
    package var category: EventCategory {
        switch rawValue {
        case ...EventCode.release.rawValue: return .appCall
        case ...EventCode.interstitialActionDidFinish.rawValue: return .callback
        case ...EventCode.userDismiss.rawValue: return .appAndDevice
        default: return .unknown
        }
    }

    /// The code of `kind` (the general way: a switch over every case).
    package init(_ kind: borrowing EventKind) {
        switch kind {
        case .initBanner: self = .initBanner
        case .initInterstitial: self = .initInterstitial
        case .setDelegate: self = .setDelegate
        case .setRequiredContentSizeIdentifiers: self = .setRequiredContentSizeIdentifiers
        case .setCurrentContentSizeIdentifier: self = .setCurrentContentSizeIdentifier
        case .setFrame: self = .setFrame
        case .setHidden: self = .setHidden
        case .viewAdd: self = .viewAdd
        case .viewRemove: self = .viewRemove
        case .readBannerLoaded: self = .readBannerLoaded
        case .readLoaded: self = .readLoaded
        case .presentFromViewController: self = .presentFromViewController
        case .presentInView: self = .presentInView
        case .cancelBannerViewAction: self = .cancelBannerViewAction
        case .cancelAction: self = .cancelAction
        case .release: self = .release
        case .bannerViewDidLoadAd: self = .bannerViewDidLoadAd
        case .bannerDidFail: self = .bannerDidFail
        case .bannerActionShouldBegin: self = .bannerActionShouldBegin
        case .bannerActionDidFinish: self = .bannerActionDidFinish
        case .interstitialDidLoad: self = .interstitialDidLoad
        case .interstitialDidUnload: self = .interstitialDidUnload
        case .interstitialDidFail: self = .interstitialDidFail
        case .interstitialActionShouldBegin: self = .interstitialActionShouldBegin
        case .interstitialActionDidFinish: self = .interstitialActionDidFinish
        case .willRotate: self = .willRotate
        case .deviceOrientation: self = .deviceOrientation
        case .viewWillAppear: self = .viewWillAppear
        case .viewWillDisappear: self = .viewWillDisappear
        case .viewFrame: self = .viewFrame
        case .didEnterBackground: self = .didEnterBackground
        case .willEnterForeground: self = .willEnterForeground
        case .pause: self = .pause
        case .resume: self = .resume
        case .transition: self = .transition
        case .urgent: self = .urgent
        case .alert: self = .alert
        case .userTap: self = .userTap
        case .userDismiss: self = .userDismiss
        case .unknown: self = .unknown
        }
    }
}
