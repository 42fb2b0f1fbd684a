/// Every event `adsession/1` defines, with its typed payload, plus `unknown` for a
/// name the format does not define (kept, shown and warned about).
public enum EventKind: Sendable, Hashable {
    // MARK: Calls the app makes into iAd
    /// `initWithFrame:` with `class: "ADBannerView"`.
    case initBanner(frame: Rect)
    /// `init` with `class: "ADInterstitialAd"` (starts loading at once).
    case initInterstitial
    /// `setDelegate:`; `false` means set to nil.
    case setDelegate(Bool)
    case setRequiredContentSizeIdentifiers([ContentSizeIdentifier])
    case setCurrentContentSizeIdentifier(ContentSizeIdentifier)
    /// The banner's frame (or a full-screen ad's host view frame) changes.
    case setFrame(Rect, z: Double?)
    case setHidden(Bool)
    /// `view.add`: added to a view hierarchy.
    case viewAdd(inViewController: Bool)
    /// `view.remove`: removed from its superview.
    case viewRemove
    /// The app reads `bannerLoaded` (banner) and sees `value`.
    case readBannerLoaded(Bool)
    /// The app reads `loaded` (full-screen ad) and sees `value`.
    case readLoaded(Bool)
    case presentFromViewController
    case presentInView(frame: Rect, inViewController: Bool)
    case cancelBannerViewAction
    case cancelAction
    case release

    // MARK: Delegate callbacks iAd makes
    case bannerViewDidLoadAd
    case bannerDidFail(AdError)
    case bannerActionShouldBegin(willLeave: Bool, returned: Bool)
    case bannerActionDidFinish
    case interstitialDidLoad
    case interstitialDidUnload
    case interstitialDidFail(AdError)
    case interstitialActionShouldBegin(willLeave: Bool, returned: Bool)
    case interstitialActionDidFinish

    // MARK: The app, its views and the device
    case willRotate(to: Orientation, duration: Double)
    /// The interface orientation changed while the hosting controller was not told.
    case deviceOrientation(to: Orientation)
    case viewWillAppear
    case viewWillDisappear
    /// One of the app's own views has this frame.
    case viewFrame(view: String, frame: Rect, z: Double?)
    case didEnterBackground
    case willEnterForeground
    case pause(what: String?)
    case resume(what: String?)
    case transition(from: String?, to: String?)
    case urgent(reason: String?)
    case alert(message: String?)
    case userTap
    case userDismiss

    /// An event name the format does not define, kept as given.
    case unknown(name: String)
}
