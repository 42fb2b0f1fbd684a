import AdsightJSON

/// Writes the payload fields of each event kind, in the order the format lists them.
enum EventPayloadEncoder {
    static func write(_ kind: EventKind, _ w: inout JSONWriter) {
        switch kind {
        case .initBanner(let frame):
            w.key("class"); w.string("ADBannerView"); rect("frame", frame, &w)
        case .initInterstitial:
            w.key("class"); w.string("ADInterstitialAd")
        case .setDelegate(let b): bool("delegate", b, &w)
        case .setRequiredContentSizeIdentifiers(let ids):
            w.key("identifiers"); w.beginArray()
            for id in ids { w.string(id.raw) }
            w.endArray()
        case .setCurrentContentSizeIdentifier(let id): string("identifier", id.raw, &w)
        case .setFrame(let frame, let z): rect("frame", frame, &w); number("z", z, &w)
        case .setHidden(let b): bool("hidden", b, &w)
        case .viewAdd(let inVC): bool("inViewController", inVC, &w)
        case .readBannerLoaded(let b), .readLoaded(let b): bool("value", b, &w)
        case .presentInView(let frame, let inVC): rect("frame", frame, &w); bool("inViewController", inVC, &w)
        case .bannerDidFail(let error), .interstitialDidFail(let error):
            w.key("error"); w.beginObject()
            w.key("code"); w.string(error.code)
            if let message = error.message { w.key("message"); w.string(message) }
            w.endObject()
        case .bannerActionShouldBegin(let willLeave, let returned), .interstitialActionShouldBegin(let willLeave, let returned):
            bool("willLeave", willLeave, &w); bool("returned", returned, &w)
        case .willRotate(let to, let duration):
            string("to", to.rawValue, &w); number("duration", duration, &w)
        case .deviceOrientation(let to): string("to", to.rawValue, &w)
        case .viewFrame(let view, let frame, let z):
            string("view", view, &w); rect("frame", frame, &w); number("z", z, &w)
        case .pause(let what), .resume(let what): string("what", what, &w)
        case .transition(let from, let to): string("from", from, &w); string("to", to, &w)
        case .urgent(let reason): string("reason", reason, &w)
        case .alert(let message): string("message", message, &w)
        case .viewRemove, .presentFromViewController, .cancelBannerViewAction, .cancelAction, .release,
             .bannerViewDidLoadAd, .bannerActionDidFinish, .interstitialDidLoad, .interstitialDidUnload,
             .interstitialActionDidFinish, .viewWillAppear, .viewWillDisappear, .didEnterBackground,
             .willEnterForeground, .userTap, .userDismiss, .unknown:
            break
        }
    }

    static func rect(_ key: String, _ r: Rect, _ w: inout JSONWriter) {
        w.key(key); w.beginArray()
        w.number(r.x); w.number(r.y); w.number(r.width); w.number(r.height)
        w.endArray()
    }

    static func bool(_ key: String, _ b: Bool, _ w: inout JSONWriter) { w.key(key); w.bool(b) }

    static func string(_ key: String, _ s: String?, _ w: inout JSONWriter) {
        if let s { w.key(key); w.string(s) }
    }

    static func number(_ key: String, _ d: Double?, _ w: inout JSONWriter) {
        if let d { w.key(key); w.number(d) }
    }
}
