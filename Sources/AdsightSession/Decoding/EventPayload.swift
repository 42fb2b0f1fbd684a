/// The typed payload of each event `adsession/1` defines: which members it reads and how,
/// written once for both decoders (`PayloadFields`). Every member is read before the
/// payload is refused, so that the full parser reports every problem of a line.
enum EventPayload {
    /// The payload of an event of a name the format defines (not `unknown`); nil when a
    /// member it needs is missing or invalid.
    @inline(__always)
    static func decode<F: PayloadFields>(_ code: EventCode, _ f: inout F) -> EventKind? {
        switch code {
        // Calls the app makes into iAd
        case .initBanner:
            let ok = f.isClass("ADBannerView"), frame = f.frame()
            return ok ? frame.map { .initBanner(frame: $0) } : nil
        case .initInterstitial: return f.isClass("ADInterstitialAd") ? .initInterstitial : nil
        case .setDelegate: return f.bool(.delegate).map { .setDelegate($0) }
        case .setRequiredContentSizeIdentifiers: return f.identifiers().map { .setRequiredContentSizeIdentifiers($0) }
        case .setCurrentContentSizeIdentifier: return f.identifier().map { .setCurrentContentSizeIdentifier($0) }
        case .setFrame:
            let frame = f.frame(), z = f.z()
            guard let frame, let z else { return nil }
            return .setFrame(frame, z: z)
        case .setHidden: return f.bool(.hidden).map { .setHidden($0) }
        case .viewAdd: return f.bool(.inViewController).map { .viewAdd(inViewController: $0) }
        case .viewRemove: return .viewRemove
        case .readBannerLoaded: return f.bool(.value).map { .readBannerLoaded($0) }
        case .readLoaded: return f.bool(.value).map { .readLoaded($0) }
        case .presentFromViewController: return .presentFromViewController
        case .presentInView:
            let frame = f.frame(), inViewController = f.bool(.inViewController)
            guard let frame, let inViewController else { return nil }
            return .presentInView(frame: frame, inViewController: inViewController)
        case .cancelBannerViewAction: return .cancelBannerViewAction
        case .cancelAction: return .cancelAction
        case .release: return .release
        // Delegate callbacks iAd makes
        case .bannerViewDidLoadAd: return .bannerViewDidLoadAd
        case .bannerDidFail: return f.adError().map { .bannerDidFail($0) }
        case .bannerActionShouldBegin:
            let willLeave = f.bool(.willLeave), returned = f.bool(.returned)
            guard let willLeave, let returned else { return nil }
            return .bannerActionShouldBegin(willLeave: willLeave, returned: returned)
        case .bannerActionDidFinish: return .bannerActionDidFinish
        case .interstitialDidLoad: return .interstitialDidLoad
        case .interstitialDidUnload: return .interstitialDidUnload
        case .interstitialDidFail: return f.adError().map { .interstitialDidFail($0) }
        case .interstitialActionShouldBegin:
            let willLeave = f.bool(.willLeave), returned = f.bool(.returned)
            guard let willLeave, let returned else { return nil }
            return .interstitialActionShouldBegin(willLeave: willLeave, returned: returned)
        case .interstitialActionDidFinish: return .interstitialActionDidFinish
        default: return AppEventPayload.decode(code, &f)
        }
    }
}
