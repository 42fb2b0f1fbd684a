import AdsightSession

/// An ad object's exposure at one moment, its bucket and (when hidden) the reason: a pure
/// function of the ad, the app and the screen (session-format.md, "Exposure").
public struct ExposureMoment: Sendable, Hashable {
    /// 0...1.
    public var exposure: Double
    public var bucket: ExposureBucket
    /// Set exactly when `bucket` is `hidden`.
    public var reason: HiddenReason?

    public init(exposure: Double, bucket: ExposureBucket, reason: HiddenReason? = nil) {
        self.exposure = exposure; self.bucket = bucket; self.reason = reason
    }

    /// The moment of `ad` in `app` on a `screen`-sized screen. `presentationLive` says that a
    /// full-screen ad has not failed since it was last presented (the state keeps no order
    /// between a presentation and a failure; the meter does).
    public init(ad: borrowing AdState, app: borrowing AppState, screen: Rect, presentationLive: Bool = true) {
        self = withUnsafePointer(to: ad) { a in
            withUnsafePointer(to: app) { Self(at: a, app: $0, screen: screen, presentationLive: presentationLive) }
        }
    }

    /// The same of the ad and app at `ad` and `app`, read in place (passed by value, the ad
    /// was copied whole, its references retained and released).
    init(at ad: UnsafePointer<AdState>, app: UnsafePointer<AppState>, screen: Rect, presentationLive: Bool) {
        let shown = Self.shown(ad, presentationLive: presentationLive)
        let exposure = Self.exposure(ad, app: app, screen: screen, shown: shown)
        self.exposure = exposure
        if ad.pointee.actionInProgress {
            bucket = .action
        } else if ad.pointee.loaded {
            bucket = exposure >= 0.5 ? .viewable : exposure > 0 ? .partly : .hidden
        } else {
            bucket = exposure > 0 ? .empty : .idle
        }
        reason = bucket == .hidden ? Self.reason(ad, app: app, screen: screen, shown: shown) : nil
    }

    /// Whether the ad is where it could be drawn: a banner in a view hierarchy and not
    /// hidden; a full-screen ad presented and still presented (modal: not dismissed;
    /// modeless: its host view in a hierarchy and not hidden; neither unloaded nor failed).
    static func shown(_ ad: UnsafePointer<AdState>, presentationLive: Bool) -> Bool {
        guard !ad.pointee.released else { return false }
        switch ad.pointee.kind {
        case .banner:
            return ad.pointee.inViewHierarchy && !ad.pointee.hidden
        case .interstitial:
            guard presentationLive, !ad.pointee.unloaded else { return false }
            switch ad.pointee.presentation {
            case .none: return false
            case .modal(let dismissed): return !dismissed
            case .modeless: return ad.pointee.inViewHierarchy && !ad.pointee.hidden
            }
        }
    }

    /// Whether the ad is presented modally (it then covers the whole app).
    static func isModal(_ ad: UnsafePointer<AdState>) -> Bool {
        if case .modal = ad.pointee.presentation, case .interstitial = ad.pointee.kind { return true }
        return false
    }

    /// The exposure: 1 for a shown modal ad in the foreground; else, when shown on the host
    /// screen in the foreground, the fraction of the frame inside the screen and not under
    /// an app view drawn above it (higher `z`).
    static func exposure(_ ad: UnsafePointer<AdState>, app: UnsafePointer<AppState>, screen: Rect, shown: Bool) -> Double {
        guard shown, !app.pointee.background else { return 0 }
        if isModal(ad) { return 1 }
        guard app.pointee.hostOnScreen, let frame = ad.pointee.frame else { return 0 }
        let z = ad.pointee.z
        return app.pointee.views.withUnsafeBufferPointer { views in
            VisibleArea.fraction(of: frame, screen: screen) { clip in
                // Only the views above that reach the frame's part on the screen: the list is
                // made at the first (most views are elsewhere; no list, no allocation).
                var covers: [Rect] = []
                for k in views.indices where views[k].z > z {
                    if let part = VisibleArea.intersection(views[k].frame, clip) { covers.append(part) }
                }
                return covers
            }
        }
    }

    /// Why a loaded ad with exposure 0 was not seen: the first reason that applies.
    static func reason(_ ad: UnsafePointer<AdState>, app: UnsafePointer<AppState>, screen: Rect, shown: Bool) -> HiddenReason {
        if app.pointee.background { return .background }
        if !app.pointee.hostOnScreen { return .hostHidden }
        if !shown { return .notShown }
        if isModal(ad) { return .covered }  // (unreachable: a shown modal ad in the foreground is exposed)
        guard let frame = ad.pointee.frame, VisibleArea.intersection(frame, screen) != nil else { return .offscreen }
        return .covered
    }
}
