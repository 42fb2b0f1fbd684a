import AdsightSession

extension EventField {
    /// Whether the field is a boolean of the event's payload (`flag(_:)` reads it).
    var isPayloadFlag: Bool {
        switch self {
        case .delegate, .hidden, .inViewController, .value, .willLeave, .returned: return true
        default: return false
        }
    }

    /// The boolean payload field on an event of this kind, without building a `Value`: nil when
    /// the event does not carry it. `flag(e.kind) == x` exactly when `read(e, ...) == .bool(x)`
    /// for the fields of `isPayloadFlag`.
    @inline(__always)
    func flag(_ kind: EventKind) -> Bool? {
        switch kind {
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
