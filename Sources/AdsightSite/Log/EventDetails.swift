import AdsightSession

/// An event's payload in a few words for the event log and tooltips.
enum EventDetails {
    static func describe(_ kind: EventKind) -> String {
        switch kind {
        case .initBanner(let f): return "frame " + frame(f)
        case .initInterstitial: return ""
        case .setDelegate(let d): return d ? "delegate set" : "delegate = nil"
        case .setRequiredContentSizeIdentifiers(let ids): return ids.map { short($0.raw) }.joined(separator: ", ")
        case .setCurrentContentSizeIdentifier(let id): return short(id.raw)
        case .setFrame(let f, let z): return frame(f) + (z.map { " z " + Fmt.coord($0) } ?? "")
        case .setHidden(let h): return h ? "hidden" : "shown"
        case .viewAdd(let vc): return vc ? "in view controller" : "not in a view controller"
        case .readBannerLoaded(let v), .readLoaded(let v): return "→ \(v)"
        case .presentInView(let f, let vc): return frame(f) + (vc ? "" : ", not in a view controller")
        case .bannerDidFail(let e), .interstitialDidFail(let e): return e.code + (e.message.map { ": " + $0 } ?? "")
        case .bannerActionShouldBegin(let leave, let ret), .interstitialActionShouldBegin(let leave, let ret):
            return "willLeave \(leave), returned \(ret)"
        case .willRotate(let to, let d): return "to \(to.rawValue) in \(Fmt.coord(d)) s"
        case .deviceOrientation(let to): return "to \(to.rawValue)"
        case .viewFrame(let v, let f, let z): return "\(v) " + frame(f) + (z.map { " z " + Fmt.coord($0) } ?? "")
        case .pause(let w), .resume(let w): return w ?? ""
        case .transition(let from, let to): return [from.map { "from " + $0 }, to.map { "to " + $0 }].compactMap { $0 }.joined(separator: " ")
        case .urgent(let r): return r ?? ""
        case .alert(let m): return m ?? ""
        case .unknown: return "not an adsession/1 event"
        default: return ""
        }
    }

    static func frame(_ f: Rect) -> String {
        "[\(Fmt.coord(f.x)), \(Fmt.coord(f.y)), \(Fmt.coord(f.width)), \(Fmt.coord(f.height))]"
    }

    /// `ADBannerContentSizeIdentifierPortrait` → `Portrait`.
    static func short(_ id: String) -> String {
        let prefix = "ADBannerContentSizeIdentifier"
        return id.hasPrefix(prefix) ? String(id.dropFirst(prefix.count)) : id
    }
}
