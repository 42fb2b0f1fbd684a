import AdsightSession

extension EventField {
    /// Whether the field is a boolean of the event's payload (`flag(at:)` reads it).
    var isPayloadFlag: Bool {
        switch self {
        case .delegate, .hidden, .inViewController, .value, .willLeave, .returned: return true
        default: return false
        }
    }

    /// The boolean payload field of the event at `e`, without building a `Value`: nil when the
    /// event does not carry it. `flag(at: e) == x` exactly when `read(e.pointee, ...) == .bool(x)`
    /// for the fields of `isPayloadFlag`. The kind is matched where it is (passed by value, it
    /// was copied: a call retaining and releasing the strings of kinds holding some).
    @inline(__always)
    func flag(at e: UnsafePointer<Event>) -> Bool? {
        switch e.pointee.kind {
        case .setDelegate(let b): return self == .delegate ? b : nil
        case .setHidden(let b): return self == .hidden ? b : nil
        case .viewAdd(let b): return self == .inViewController ? b : nil
        case .presentInView(_, let b): return self == .inViewController ? b : nil
        case .readBannerLoaded(let b), .readLoaded(let b): return self == .value ? b : nil
        case .bannerActionShouldBegin(let w, let r), .interstitialActionShouldBegin(let w, let r):
            return self == .willLeave ? w : self == .returned ? r : nil
        default: return nil
        }
    }
}
