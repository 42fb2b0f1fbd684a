extension LineTails {
    /// Whether copying `ad` and `kind` needs no retain: no array, and every string small or
    /// immortal (a literal). Cases not listed count as holding one (only slower).
    static func holdsNoReference(_ ad: String?, _ kind: EventKind) -> Bool {
        if let ad, !isImmortal(ad) { return false }
        return kindHoldsNoReference(kind)
    }

    /// Whether copying `kind` needs no retain (see `holdsNoReference`). The cases holding a
    /// string or an array are checked; every other case holds only numbers, booleans and
    /// enums (`declaredPlain` lists each case, so a new one fails to compile there until it
    /// is sorted; a test checks both agree), and is matched by `default` without comparing
    /// the payload-less cases one by one.
    @inline(__always)
    static func kindHoldsNoReference(_ kind: borrowing EventKind) -> Bool {
        switch kind {
        case .setRequiredContentSizeIdentifiers, .unknown: return false
        case .setCurrentContentSizeIdentifier(let id): return isImmortal(id.raw)
        case .bannerDidFail(let e), .interstitialDidFail(let e): return isImmortal(e.code) && (e.message.map(isImmortal) ?? true)
        case .viewFrame(let view, _, _): return isImmortal(view)
        case .pause(let what), .resume(let what): return what.map(isImmortal) ?? true
        case .transition(let from, let to): return (from.map(isImmortal) ?? true) && (to.map(isImmortal) ?? true)
        case .urgent(let text), .alert(let text): return text.map(isImmortal) ?? true
        default: return true
        }
    }

    /// Whether a case's payload is made of numbers, booleans and enums only (no string, no
    /// array), case by case: no `default`, so a case added to `EventKind` fails to compile
    /// here until it is sorted (and `kindHoldsNoReference` checked for it).
    static func declaredPlain(_ kind: EventKind) -> Bool {
        switch kind {
        case .initBanner, .initInterstitial, .setDelegate, .setFrame, .setHidden, .viewAdd, .viewRemove,
             .readBannerLoaded, .readLoaded, .presentFromViewController, .presentInView, .cancelBannerViewAction,
             .cancelAction, .release, .bannerViewDidLoadAd, .bannerActionShouldBegin, .bannerActionDidFinish,
             .interstitialDidLoad, .interstitialDidUnload, .interstitialActionShouldBegin, .interstitialActionDidFinish,
             .willRotate, .deviceOrientation, .viewWillAppear, .viewWillDisappear, .didEnterBackground,
             .willEnterForeground, .userTap, .userDismiss:
            return true
        case .setRequiredContentSizeIdentifiers, .setCurrentContentSizeIdentifier, .bannerDidFail, .interstitialDidFail,
             .viewFrame, .pause, .resume, .transition, .urgent, .alert, .unknown:
            return false
        }
    }

    /// Whether `s` is a small string (held in the value) or immortal: the top bit of its
    /// object word (`_StringObject`'s isImmortal on 64-bit platforms). Anything else, and
    /// any other platform, counts as holding a reference.
    @inline(__always)
    static func isImmortal(_ s: String) -> Bool {
        guard MemoryLayout<String>.size == 16, MemoryLayout<Int>.size == 8 else { return false }
        let bits = unsafeBitCast(s, to: (UInt64, UInt64).self)
        return bits.1 & (1 << 63) != 0
    }
}
