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

    /// `rawValue`, spelled out: inlined where it is read (the synthesized `rawValue` is a call
    /// from the other modules, several per event).
    @inlinable package var number: UInt8 {
        switch self {
        case .initBanner: 0
        case .initInterstitial: 1
        case .setDelegate: 2
        case .setRequiredContentSizeIdentifiers: 3
        case .setCurrentContentSizeIdentifier: 4
        case .setFrame: 5
        case .setHidden: 6
        case .viewAdd: 7
        case .viewRemove: 8
        case .readBannerLoaded: 9
        case .readLoaded: 10
        case .presentFromViewController: 11
        case .presentInView: 12
        case .cancelBannerViewAction: 13
        case .cancelAction: 14
        case .release: 15
        case .bannerViewDidLoadAd: 16
        case .bannerDidFail: 17
        case .bannerActionShouldBegin: 18
        case .bannerActionDidFinish: 19
        case .interstitialDidLoad: 20
        case .interstitialDidUnload: 21
        case .interstitialDidFail: 22
        case .interstitialActionShouldBegin: 23
        case .interstitialActionDidFinish: 24
        case .willRotate: 25
        case .deviceOrientation: 26
        case .viewWillAppear: 27
        case .viewWillDisappear: 28
        case .viewFrame: 29
        case .didEnterBackground: 30
        case .willEnterForeground: 31
        case .pause: 32
        case .resume: 33
        case .transition: 34
        case .urgent: 35
        case .alert: 36
        case .userTap: 37
        case .userDismiss: 38
        case .unknown: 39
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
