import AdsightJSON

/// The typed payload of each event `adsession/1` defines.
enum EventPayload {
    /// The payload of an event of a name the format defines; nil when a field it needs is
    /// missing or invalid.
    static func decode(_ code: EventCode, _ p: FieldReader, _ ctx: inout LineContext) -> EventKind? {
        switch code {
        // Calls the app makes into iAd
        case .initBanner:
            let ok = checkClass("ADBannerView", p, &ctx)
            let frame = p.frame("frame", required: true, &ctx)
            return ok ? frame.map { .initBanner(frame: $0) } : nil
        case .initInterstitial:
            return checkClass("ADInterstitialAd", p, &ctx) ? .initInterstitial : nil
        case .setDelegate:
            return p.bool("delegate", required: true, &ctx).map { .setDelegate($0) }
        case .setRequiredContentSizeIdentifiers:
            return identifiers(p, &ctx).map { .setRequiredContentSizeIdentifiers($0) }
        case .setCurrentContentSizeIdentifier:
            return p.string("identifier", required: true, what: "a content size identifier such as \"ADBannerContentSizeIdentifierPortrait\"", &ctx)
                .map { .setCurrentContentSizeIdentifier(ContentSizeIdentifier($0)) }
        case .setFrame:
            let frame = p.frame("frame", required: true, &ctx)
            let z = p.number("z", required: false, &ctx)
            return frame.map { .setFrame($0, z: z) }
        case .setHidden:
            return p.bool("hidden", required: true, &ctx).map { .setHidden($0) }
        case .viewAdd:
            return p.bool("inViewController", required: true, &ctx).map { .viewAdd(inViewController: $0) }
        case .viewRemove: return .viewRemove
        case .readBannerLoaded:
            return p.bool("value", required: true, &ctx).map { .readBannerLoaded($0) }
        case .readLoaded:
            return p.bool("value", required: true, &ctx).map { .readLoaded($0) }
        case .presentFromViewController: return .presentFromViewController
        case .presentInView:
            let frame = p.frame("frame", required: true, &ctx)
            let inVC = p.bool("inViewController", required: true, &ctx)
            guard let frame, let inVC else { return nil }
            return .presentInView(frame: frame, inViewController: inVC)
        case .cancelBannerViewAction: return .cancelBannerViewAction
        case .cancelAction: return .cancelAction
        case .release: return .release
        // Delegate callbacks iAd makes
        case .bannerViewDidLoadAd: return .bannerViewDidLoadAd
        case .bannerDidFail: return adError(p, &ctx).map { .bannerDidFail($0) }
        case .bannerActionShouldBegin:
            return shouldBegin(p, &ctx).map { .bannerActionShouldBegin(willLeave: $0.0, returned: $0.1) }
        case .bannerActionDidFinish: return .bannerActionDidFinish
        case .interstitialDidLoad: return .interstitialDidLoad
        case .interstitialDidUnload: return .interstitialDidUnload
        case .interstitialDidFail: return adError(p, &ctx).map { .interstitialDidFail($0) }
        case .interstitialActionShouldBegin:
            return shouldBegin(p, &ctx).map { .interstitialActionShouldBegin(willLeave: $0.0, returned: $0.1) }
        case .interstitialActionDidFinish: return .interstitialActionDidFinish
        default:
            return AppEventPayload.decode(code, p, &ctx)
        }
    }

    static func checkClass(_ expected: String, _ p: FieldReader, _ ctx: inout LineContext) -> Bool {
        guard let c = p.string("class", required: true, what: "\"\(expected)\"", &ctx) else { return false }
        guard c == expected else {
            if let v = p.value("class") { ctx.error(at: v, "\"class\" of \(p.owner) must be \"\(expected)\", found \(ctx.shown(v))") }
            return false
        }
        return true
    }

    static func identifiers(_ p: FieldReader, _ ctx: inout LineContext) -> [ContentSizeIdentifier]? {
        let what = "an array of content size identifier strings"
        guard let v = p.value("identifiers") else { p.missing("identifiers", what, &ctx); return nil }
        guard v.kind == .array else { p.wrongType("identifiers", v, what, &ctx); return nil }
        var out: [ContentSizeIdentifier] = []
        for e in v.elements {
            guard let s = e.string else {
                ctx.error(at: e, "\"identifiers\" must hold only strings, found \(ctx.shown(e))")
                return nil
            }
            out.append(ContentSizeIdentifier(s))
        }
        return out
    }

    static func adError(_ p: FieldReader, _ ctx: inout LineContext) -> AdError? {
        guard let e = p.object("error", required: true, what: "{\"code\": \"ADErrorServerFailure\", \"message\": \"..\"}", &ctx) else { return nil }
        let code = e.string("code", required: true, what: "an error code string such as \"ADErrorServerFailure\"", &ctx)
        let message = e.string("message", required: false, &ctx)
        return code.map { AdError(code: $0, message: message) }
    }

    static func shouldBegin(_ p: FieldReader, _ ctx: inout LineContext) -> (Bool, Bool)? {
        let willLeave = p.bool("willLeave", required: true, &ctx)
        let returned = p.bool("returned", required: true, &ctx)
        guard let willLeave, let returned else { return nil }
        return (willLeave, returned)
    }
}
