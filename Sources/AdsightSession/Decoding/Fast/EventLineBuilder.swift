/// Turns the members the fast scanner found into an Event, checking what the slow path
/// checks (required members, finite and non-negative numbers, allowed strings); false
/// whenever anything is off, so the slow path can report it.
enum EventLineBuilder {
    /// Appends the event to `events` (when `keep`); false, appending nothing, when the slow
    /// path must decode the line. `f` is only read (inout so its ~280 bytes are not copied
    /// for the call).
    @inline(__always)
    static func append(
        _ f: inout EventLineFields, _ p: UnsafePointer<UInt8>, line: Int, keep: Bool, names: inout NameTable, to events: inout [Event]
    ) -> Bool {
        guard f.has(.t), f.t.isFinite, f.t >= 0, f.name >= 0 else { return false }
        // The name's index is the code (`EventNames` and `EventCode` share their order).
        guard let code = EventCode(rawValue: UInt8(truncatingIfNeeded: f.name)), f.has(.ad) || !code.concernsAd,
              let kind = kind(&f, p, &names) else { return false }
        guard keep else { return true }
        let ad: String? = f.has(.ad) ? names.string(text(f.ad, p)) : nil
        let thread: String? = f.has(.thread) ? text(f.thread, p).string : nil
        events.append(Event(t: f.t, line: line, ad: ad, thread: thread, kind: kind, code: code))
        return true
    }

    @inline(__always)
    static func text(_ s: ByteSpan, _ p: UnsafePointer<UInt8>) -> ByteText {
        ByteText(base: p + s.start, count: s.end - s.start)
    }

    /// The payload for `f.name` (`EventNames` order).
    @inline(__always)
    static func kind(_ f: inout EventLineFields, _ p: UnsafePointer<UInt8>, _ names: inout NameTable) -> EventKind? {
        func bool(_ field: EventField) -> Bool? { f.has(field) ? f.isTrue(field) : nil }
        func str(_ field: EventField, _ s: ByteSpan) -> String? { f.has(field) ? text(s, p).string : nil }
        func frame() -> Rect? {
            guard f.has(.frame) else { return nil }
            let r = f.frame
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite, r.width >= 0, r.height >= 0 else { return nil }
            return r
        }
        /// Optional number: .some(nil) when absent, nil when not finite.
        func z() -> Double?? { !f.has(.z) ? .some(nil) : (f.z.isFinite ? .some(f.z) : nil) }
        func cls(_ expected: StaticString) -> Bool { f.has(.cls) && text(f.cls, p).equals(expected) }
        func to() -> Orientation? { f.has(.to) ? KnownText.orientation(text(f.to, p)) : nil }

        switch f.name {
        case 0: guard cls("ADBannerView"), let r = frame() else { return nil }; return .initBanner(frame: r)
        case 1: return cls("ADInterstitialAd") ? .initInterstitial : nil
        case 2: return bool(.delegate).map { .setDelegate($0) }
        case 3:
            guard f.has(.identifiers) else { return nil }
            return .setRequiredContentSizeIdentifiers(EventLineScanner.identifiers(in: f.identifiers, p))
        case 4:
            guard f.has(.identifier) else { return nil }
            return .setCurrentContentSizeIdentifier(KnownText.contentSizeIdentifier(text(f.identifier, p)))
        case 5: guard let r = frame(), let z = z() else { return nil }; return .setFrame(r, z: z)
        case 6: return bool(.hidden).map { .setHidden($0) }
        case 7: return bool(.inViewController).map { .viewAdd(inViewController: $0) }
        case 8: return .viewRemove
        case 9: return bool(.value).map { .readBannerLoaded($0) }
        case 10: return bool(.value).map { .readLoaded($0) }
        case 11: return .presentFromViewController
        case 12:
            guard let r = frame(), let b = bool(.inViewController) else { return nil }
            return .presentInView(frame: r, inViewController: b)
        case 13: return .cancelBannerViewAction
        case 14: return .cancelAction
        case 15: return .release
        case 16: return .bannerViewDidLoadAd
        case 17: return adError(f, p).map { .bannerDidFail($0) }
        case 18:
            guard let l = bool(.willLeave), let r = bool(.returned) else { return nil }
            return .bannerActionShouldBegin(willLeave: l, returned: r)
        case 19: return .bannerActionDidFinish
        case 20: return .interstitialDidLoad
        case 21: return .interstitialDidUnload
        case 22: return adError(f, p).map { .interstitialDidFail($0) }
        case 23:
            guard let l = bool(.willLeave), let r = bool(.returned) else { return nil }
            return .interstitialActionShouldBegin(willLeave: l, returned: r)
        case 24: return .interstitialActionDidFinish
        case 25:
            guard let o = to(), f.has(.duration), f.duration.isFinite, f.duration >= 0 else { return nil }
            return .willRotate(to: o, duration: f.duration)
        case 26: return to().map { .deviceOrientation(to: $0) }
        case 27: return .viewWillAppear
        case 28: return .viewWillDisappear
        case 29:
            guard f.has(.view), let r = frame(), let z = z() else { return nil }
            let view = names.string(text(f.view, p))
            return .viewFrame(view: view, frame: r, z: z)
        case 30: return .didEnterBackground
        case 31: return .willEnterForeground
        case 32: return .pause(what: str(.what, f.what))
        case 33: return .resume(what: str(.what, f.what))
        case 34: return .transition(from: str(.from, f.from), to: str(.to, f.to))
        case 35: return .urgent(reason: str(.reason, f.reason))
        case 36: return .alert(message: str(.message, f.message))
        case 37: return .userTap
        case 38: return .userDismiss
        default: return nil
        }
    }

    static func adError(_ f: EventLineFields, _ p: UnsafePointer<UInt8>) -> AdError? {
        guard f.has(.error) else { return nil }
        let message: String? = f.hasErrorMessage ? text(f.errorMessage, p).string : nil
        return AdError(code: KnownText.errorCode(text(f.errorCode, p)), message: message)
    }
}
