import AdsightModel
import AdsightSession

/// One event as a short line: `view.add banner-1 inViewController: true`.
enum EventText {
    static func describe(_ event: Event) -> String {
        var parts = [event.name]
        if let ad = event.ad { parts.append(ad) }
        if let detail = detail(event.kind) { parts.append(detail) }
        if let thread = event.thread, !event.isMainThread { parts.append("thread: \(thread)") }
        return parts.joined(separator: " ")
    }

    /// The event's payload fields, or nil when it has none.
    static func detail(_ kind: EventKind) -> String? {
        func n(_ d: Double) -> String { NumberFormat.text(d) }
        func r(_ rect: Rect) -> String { StateValue.rect(rect).description }
        func z(_ z: Double?) -> String { z.map { " z: \(n($0))" } ?? "" }
        switch kind {
        case .initBanner(let frame): return "frame: \(r(frame))"
        case .setDelegate(let on): return "delegate: \(on)"
        case .setRequiredContentSizeIdentifiers(let ids): return "identifiers: " + StateValue.list(ids.map(\.raw)).description
        case .setCurrentContentSizeIdentifier(let id): return "identifier: \(id.raw)"
        case .setFrame(let frame, let zz): return "frame: \(r(frame))" + z(zz)
        case .setHidden(let h): return "hidden: \(h)"
        case .viewAdd(let ivc): return "inViewController: \(ivc)"
        case .readBannerLoaded(let v), .readLoaded(let v): return "value: \(v)"
        case .presentInView(let frame, let ivc): return "frame: \(r(frame)) inViewController: \(ivc)"
        case .bannerDidFail(let e), .interstitialDidFail(let e): return "error: \(e.code)"
        case .bannerActionShouldBegin(let leave, let ret), .interstitialActionShouldBegin(let leave, let ret):
            return "willLeave: \(leave) returned: \(ret)"
        case .willRotate(let to, let d): return "to: \(to.rawValue) duration: \(n(d))"
        case .deviceOrientation(let to): return "to: \(to.rawValue)"
        case .viewFrame(let view, let frame, let zz): return "view: \(view) frame: \(r(frame))" + z(zz)
        case .pause(let what), .resume(let what): return what.map { "what: \($0)" }
        case .transition(let from, let to):
            let s = [from.map { "from: \($0)" }, to.map { "to: \($0)" }].compactMap { $0 }
            return s.isEmpty ? nil : s.joined(separator: " ")
        case .urgent(let reason): return reason.map { "reason: \($0)" }
        case .alert(let message): return message.map { "message: \($0)" }
        case .initInterstitial, .viewRemove, .presentFromViewController, .cancelBannerViewAction, .cancelAction,
             .release, .bannerViewDidLoadAd, .bannerActionDidFinish, .interstitialDidLoad, .interstitialDidUnload,
             .interstitialActionDidFinish, .viewWillAppear, .viewWillDisappear, .didEnterBackground,
             .willEnterForeground, .userTap, .userDismiss, .unknown:
            return nil
        }
    }
}
