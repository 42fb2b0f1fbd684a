import AdsightSession

/// An event's payload in a few words for the event log, written escaped straight into the page.
enum EventDetails {
    static func write(_ kind: EventKind, into h: inout HTML) {
        switch kind {
        case .initBanner(let f): h.raw("frame "); frame(f, &h)
        case .initInterstitial: break
        case .setDelegate(let d): h.raw(d ? "delegate set" : "delegate = nil")
        case .setRequiredContentSizeIdentifiers(let ids):
            for (i, id) in ids.enumerated() {
                if i > 0 { h.raw(", ") }
                h.text(short(id.raw))
            }
        case .setCurrentContentSizeIdentifier(let id): h.text(short(id.raw))
        case .setFrame(let f, let z): frame(f, &h); depth(z, &h)
        case .setHidden(let hidden): h.raw(hidden ? "hidden" : "shown")
        case .viewAdd(let vc): h.raw(vc ? "in view controller" : "not in a view controller")
        case .readBannerLoaded(let v), .readLoaded(let v): h.raw(v ? "→ true" : "→ false")
        case .presentInView(let f, let vc): frame(f, &h); if !vc { h.raw(", not in a view controller") }
        case .bannerDidFail(let e), .interstitialDidFail(let e):
            h.text(e.code)
            if let m = e.message { h.raw(": "); h.text(m) }
        case .bannerActionShouldBegin(let leave, let ret), .interstitialActionShouldBegin(let leave, let ret):
            h.raw(leave ? "willLeave true, returned " : "willLeave false, returned "); h.raw(ret ? "true" : "false")
        case .willRotate(let to, let d): h.raw("to "); h.text(to.rawValue); h.raw(" in "); h.coord(d); h.raw(" s")
        case .deviceOrientation(let to): h.raw("to "); h.text(to.rawValue)
        case .viewFrame(let v, let f, let z): h.text(v); h.raw(" "); frame(f, &h); depth(z, &h)
        case .pause(let w), .resume(let w): if let w { h.text(w) }
        case .transition(let from, let to):
            if let from { h.raw("from "); h.text(from) }
            if let to { h.raw(from == nil ? "to " : " to "); h.text(to) }
        case .urgent(let r): if let r { h.text(r) }
        case .alert(let m): if let m { h.text(m) }
        case .unknown: h.raw("not an adsession/1 event")
        default: break
        }
    }

    /// `[x, y, width, height]`.
    static func frame(_ f: Rect, _ h: inout HTML) {
        h.raw("["); h.coord(f.x); h.raw(", "); h.coord(f.y); h.raw(", "); h.coord(f.width); h.raw(", "); h.coord(f.height); h.raw("]")
    }

    /// ` z <z>` when a z is given.
    private static func depth(_ z: Double?, _ h: inout HTML) {
        if let z { h.raw(" z "); h.coord(z) }
    }

    /// `ADBannerContentSizeIdentifierPortrait` → `Portrait`.
    static func short(_ id: String) -> String {
        let prefix = "ADBannerContentSizeIdentifier"
        return id.hasPrefix(prefix) ? String(id.dropFirst(prefix.count)) : id
    }
}
