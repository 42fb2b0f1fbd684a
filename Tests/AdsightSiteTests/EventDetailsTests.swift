@testable import AdsightSite
import AdsightSession
import Testing

/// The event log writes each event's details straight into the page: the same text, escaped,
/// as the plain description (the definition it had as a String).
@Suite struct EventDetailsTests {
    /// The plain description, as it was written before the log wrote bytes.
    enum Reference {
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

    static let hostile = "<b>&\"'\u{202E}\u{1}é"
    static let kinds: [EventKind] = [
        .initBanner(frame: Rect(x: 0, y: 430.5, width: 320, height: 50)), .initInterstitial, .setDelegate(true), .setDelegate(false),
        .setRequiredContentSizeIdentifiers([]), .setRequiredContentSizeIdentifiers([ContentSizeIdentifier("ADBannerContentSizeIdentifierPortrait"), ContentSizeIdentifier(hostile)]),
        .setCurrentContentSizeIdentifier(ContentSizeIdentifier("ADBannerContentSizeIdentifierLandscape")),
        .setFrame(Rect(x: -1.005, y: 2, width: 3.333, height: 1e300), z: nil), .setFrame(Rect(x: 0, y: 0, width: 1, height: 1), z: 2.5),
        .setHidden(true), .setHidden(false), .viewAdd(inViewController: true), .viewAdd(inViewController: false), .viewRemove,
        .readBannerLoaded(true), .readLoaded(false), .presentFromViewController,
        .presentInView(frame: Rect(x: 0, y: 0, width: 768, height: 1024), inViewController: true),
        .presentInView(frame: Rect(x: 0, y: 0, width: 768, height: 1024), inViewController: false),
        .bannerDidFail(AdError(code: "ADErrorServerFailure")), .interstitialDidFail(AdError(code: hostile, message: hostile)),
        .bannerActionShouldBegin(willLeave: true, returned: false), .interstitialActionShouldBegin(willLeave: false, returned: true),
        .willRotate(to: .landscapeLeft, duration: 0.3), .deviceOrientation(to: .portraitUpsideDown),
        .viewFrame(view: hostile, frame: Rect(x: 1, y: 2, width: 3, height: 4), z: nil), .viewFrame(view: "content", frame: Rect(x: 1, y: 2, width: 3, height: 4), z: -1),
        .pause(what: nil), .pause(what: hostile), .resume(what: "game"), .transition(from: nil, to: nil), .transition(from: "a", to: nil),
        .transition(from: nil, to: hostile), .transition(from: hostile, to: "b"), .urgent(reason: nil), .urgent(reason: "call"),
        .alert(message: nil), .alert(message: hostile), .userTap, .userDismiss, .bannerViewDidLoadAd, .unknown(name: hostile),
    ]

    @Test func writtenDetailsAreTheEscapedDescription() {
        for kind in Self.kinds {
            var h = HTML()
            EventDetails.write(kind, into: &h)
            #expect(h.description == Markup.escape(Reference.describe(kind)), "\(kind)")
        }
    }
}
