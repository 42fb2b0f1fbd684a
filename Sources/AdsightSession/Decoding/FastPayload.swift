import AdsightJSON

/// Payloads for the fast path (`EventNames` order); nil whenever anything is off, so the
/// slow path can report it.
enum FastPayload {
    typealias F = FastEventDecoder.F

    static func kind(_ name: Int, _ v: JSONTapeView, _ s: UnsafeBufferPointer<Int>) -> EventKind? {
        func bool(_ f: Int) -> Bool? { s[f] >= 0 ? v.bool(s[f]) : nil }
        func str(_ f: Int) -> String? { s[f] >= 0 ? v.string(s[f]) : nil }
        /// Optional string: .some(nil) when absent, nil when of the wrong type.
        func optStr(_ f: Int) -> String?? { s[f] < 0 ? .some(nil) : v.string(s[f]).map { .some($0) } }
        func optNum(_ f: Int) -> Double?? {
            guard s[f] >= 0 else { return .some(nil) }
            guard let d = v.double(s[f]), d.isFinite else { return nil }
            return .some(d)
        }
        func frame() -> Rect? { s[F.frame] >= 0 ? rect(v, s[F.frame]) : nil }
        func cls(_ expected: StaticString) -> Bool { s[F.cls] >= 0 && v.stringEquals(s[F.cls], expected) }

        switch name {
        case 0: guard cls("ADBannerView"), let f = frame() else { return nil }; return .initBanner(frame: f)
        case 1: return cls("ADInterstitialAd") ? .initInterstitial : nil
        case 2: return bool(F.delegate).map { .setDelegate($0) }
        case 3: return nil  // identifiers (an array of strings): slow path
        case 4: return str(F.identifier).map { .setCurrentContentSizeIdentifier(ContentSizeIdentifier($0)) }
        case 5: guard let f = frame(), let z = optNum(F.z) else { return nil }; return .setFrame(f, z: z)
        case 6: return bool(F.hidden).map { .setHidden($0) }
        case 7: return bool(F.inVC).map { .viewAdd(inViewController: $0) }
        case 8: return .viewRemove
        case 9: return bool(F.value).map { .readBannerLoaded($0) }
        case 10: return bool(F.value).map { .readLoaded($0) }
        case 11: return .presentFromViewController
        case 12: guard let f = frame(), let b = bool(F.inVC) else { return nil }; return .presentInView(frame: f, inViewController: b)
        case 13: return .cancelBannerViewAction
        case 14: return .cancelAction
        case 15: return .release
        case 16: return .bannerViewDidLoadAd
        case 17: return adError(v, s[F.error]).map { .bannerDidFail($0) }
        case 18: guard let l = bool(F.willLeave), let r = bool(F.returned) else { return nil }; return .bannerActionShouldBegin(willLeave: l, returned: r)
        case 19: return .bannerActionDidFinish
        case 20: return .interstitialDidLoad
        case 21: return .interstitialDidUnload
        case 22: return adError(v, s[F.error]).map { .interstitialDidFail($0) }
        case 23: guard let l = bool(F.willLeave), let r = bool(F.returned) else { return nil }; return .interstitialActionShouldBegin(willLeave: l, returned: r)
        case 24: return .interstitialActionDidFinish
        case 25:
            guard let to = orientation(v, s[F.to]), let d = optNum(F.duration), let d, d >= 0 else { return nil }
            return .willRotate(to: to, duration: d)
        case 26: return orientation(v, s[F.to]).map { .deviceOrientation(to: $0) }
        case 27: return .viewWillAppear
        case 28: return .viewWillDisappear
        case 29: guard let view = str(F.view), let f = frame(), let z = optNum(F.z) else { return nil }; return .viewFrame(view: view, frame: f, z: z)
        case 30: return .didEnterBackground
        case 31: return .willEnterForeground
        case 32: return optStr(F.what).map { .pause(what: $0) }
        case 33: return optStr(F.what).map { .resume(what: $0) }
        case 34: guard let from = optStr(F.from), let to = optStr(F.to) else { return nil }; return .transition(from: from, to: to)
        case 35: return optStr(F.reason).map { .urgent(reason: $0) }
        case 36: return optStr(F.message).map { .alert(message: $0) }
        case 37: return .userTap
        case 38: return .userDismiss
        default: return nil
        }
    }

    static func rect(_ v: JSONTapeView, _ i: Int) -> Rect? {
        guard v.kind(i) == .array, v.memberCount(i) == 4 else { return nil }
        guard let x = v.double(i + 1), let y = v.double(i + 2), let w = v.double(i + 3), let h = v.double(i + 4),
              x.isFinite, y.isFinite, w.isFinite, h.isFinite, w >= 0, h >= 0 else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// `{"code": "..", "message": ".."}` with nothing else; nil otherwise.
    static func adError(_ v: JSONTapeView, _ i: Int) -> AdError? {
        guard i >= 0, v.kind(i) == .object else { return nil }
        var code: String?
        var message: String?
        var key = i + 1
        while key < v.next(i) {
            if v.stringEquals(key, "code"), code == nil, let c = v.string(key + 1) {
                code = c
            } else if v.stringEquals(key, "message"), message == nil, let m = v.string(key + 1) {
                message = m
            } else {
                return nil
            }
            key = v.next(key + 1)
        }
        return code.map { AdError(code: $0, message: message) }
    }

    static func orientation(_ v: JSONTapeView, _ i: Int) -> Orientation? {
        guard i >= 0 else { return nil }
        if v.stringEquals(i, "portrait") { return .portrait }
        if v.stringEquals(i, "portraitUpsideDown") { return .portraitUpsideDown }
        if v.stringEquals(i, "landscapeLeft") { return .landscapeLeft }
        if v.stringEquals(i, "landscapeRight") { return .landscapeRight }
        return nil
    }
}
