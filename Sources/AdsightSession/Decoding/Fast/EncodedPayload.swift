/// The payload members of event `index` (`EventNames` order) read in the encoder's order
/// and spacing (`EventPayloadEncoder`), checked as `EventLineBuilder` checks them; nil for
/// anything else (the general scanner then reads the line).
enum EncodedPayload {
    @inline(__always)
    static func read(_ index: Int, _ c: inout ByteCursor, _ recent: inout RecentTexts) -> EventKind? {
        switch index {
        case 0:
            guard c.skip(", \"class\": \"ADBannerView\", \"frame\": "), let r = frame(&c) else { return nil }
            return .initBanner(frame: r)
        case 1: return c.skip(", \"class\": \"ADInterstitialAd\"") ? .initInterstitial : nil
        case 2: return bool(", \"delegate\": ", &c).map { .setDelegate($0) }
        case 3:
            guard c.skip(", \"identifiers\": ") else { return nil }
            var list: [ContentSizeIdentifier]? = []
            guard EventLineScanner.readIdentifiers(&c, into: &list), let list else { return nil }
            return .setRequiredContentSizeIdentifiers(list)
        case 4:
            guard c.skip(", \"identifier\": "), let s = c.string() else { return nil }
            return .setCurrentContentSizeIdentifier(KnownText.contentSizeIdentifier(s))
        case 5:
            guard c.skip(", \"frame\": "), let r = frame(&c), let z = z(&c) else { return nil }
            return .setFrame(r, z: z)
        case 6: return bool(", \"hidden\": ", &c).map { .setHidden($0) }
        case 7: return bool(", \"inViewController\": ", &c).map { .viewAdd(inViewController: $0) }
        case 8: return .viewRemove
        case 9: return bool(", \"value\": ", &c).map { .readBannerLoaded($0) }
        case 10: return bool(", \"value\": ", &c).map { .readLoaded($0) }
        case 11: return .presentFromViewController
        case 12:
            guard c.skip(", \"frame\": "), let r = frame(&c), let b = bool(", \"inViewController\": ", &c) else { return nil }
            return .presentInView(frame: r, inViewController: b)
        case 13: return .cancelBannerViewAction
        case 14: return .cancelAction
        case 15: return .release
        case 16: return .bannerViewDidLoadAd
        case 17: return error(&c).map { .bannerDidFail($0) }
        case 18:
            guard let l = bool(", \"willLeave\": ", &c), let r = bool(", \"returned\": ", &c) else { return nil }
            return .bannerActionShouldBegin(willLeave: l, returned: r)
        case 19: return .bannerActionDidFinish
        case 20: return .interstitialDidLoad
        case 21: return .interstitialDidUnload
        case 22: return error(&c).map { .interstitialDidFail($0) }
        case 23:
            guard let l = bool(", \"willLeave\": ", &c), let r = bool(", \"returned\": ", &c) else { return nil }
            return .interstitialActionShouldBegin(willLeave: l, returned: r)
        case 24: return .interstitialActionDidFinish
        case 25:
            guard let o = orientation(&c), c.skip(", \"duration\": "), let d = c.number(), d.isFinite, d >= 0 else { return nil }
            return .willRotate(to: o, duration: d)
        case 26: return orientation(&c).map { .deviceOrientation(to: $0) }
        case 27: return .viewWillAppear
        case 28: return .viewWillDisappear
        case 29:
            guard c.skip(", \"view\": "), let v = recent.view.read(&c), c.skip(", \"frame\": "), let r = frame(&c), let z = z(&c)
            else { return nil }
            return .viewFrame(view: v, frame: r, z: z)
        case 30: return .didEnterBackground
        case 31: return .willEnterForeground
        case 32: return text(", \"what\": ", &c).map { .pause(what: $0) }
        case 33: return text(", \"what\": ", &c).map { .resume(what: $0) }
        case 34:
            guard let from = text(", \"from\": ", &c), let to = text(", \"to\": ", &c) else { return nil }
            return .transition(from: from, to: to)
        case 35: return text(", \"reason\": ", &c).map { .urgent(reason: $0) }
        case 36: return text(", \"message\": ", &c).map { .alert(message: $0) }
        case 37: return .userTap
        case 38: return .userDismiss
        default: return nil
        }
    }

    /// `[x, y, width, height]` with ", " between the numbers, finite, with no negative size.
    static func frame(_ c: inout ByteCursor) -> Rect? {
        guard c.byte == UInt8(ascii: "[") else { return nil }
        c.i += 1
        guard let x = c.number(), c.skipCommaSpace(), let y = c.number(), c.skipCommaSpace(),
              let width = c.number(), c.skipCommaSpace(), let height = c.number(), c.byte == UInt8(ascii: "]"),
              x.isFinite, y.isFinite, width.isFinite, height.isFinite, width >= 0, height >= 0
        else { return nil }
        c.i += 1
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The optional `z` after a frame: .some(nil) when absent, nil when not a finite number.
    @inline(__always)
    static func z(_ c: inout ByteCursor) -> Double?? {
        guard c.skip(", \"z\": ") else { return .some(nil) }
        guard let z = c.number(), z.isFinite else { return nil }
        return .some(z)
    }

    @inline(__always)
    static func bool(_ key: StaticString, _ c: inout ByteCursor) -> Bool? {
        c.skip(key) ? c.bool() : nil
    }

    /// An optional string member: .some(nil) when absent, nil when not a plain string.
    @inline(__always)
    static func text(_ key: StaticString, _ c: inout ByteCursor) -> String?? {
        guard c.skip(key) else { return .some(nil) }
        return c.string().map { .some($0.string) }
    }

    @inline(__always)
    static func orientation(_ c: inout ByteCursor) -> Orientation? {
        guard c.skip(", \"to\": "), let s = c.string() else { return nil }
        return KnownText.orientation(s)
    }

    /// `, "error": {"code": "C", "message": "M"}`, the message optional.
    static func error(_ c: inout ByteCursor) -> AdError? {
        guard c.skip(", \"error\": {\"code\": "), let code = c.string() else { return nil }
        var message: String?
        if c.skip(", \"message\": ") {
            guard let m = c.string() else { return nil }
            message = KnownText.errorMessage(m)
        }
        guard c.byte == UInt8(ascii: "}") else { return nil }
        c.i += 1
        return AdError(code: KnownText.errorCode(code), message: message)
    }
}
