import AdsightSession

/// The replay state of one ad object, as far as the pictures need it.
struct AdObject: Sendable {
    var kind: AdTrack.Kind
    var load: LaneState = .loading
    var released = false
    var inHierarchy = false
    var hidden = false
    var frame: Rect?
    var z: Double = 0
    var sizeAxis: OrientationAxis?
    var presented = false
    var hostFrame: Rect?
    var action = false

    var load_: SegmentRecorder = SegmentRecorder()
    var onScreen_: SegmentRecorder = SegmentRecorder()
    var action_: SegmentRecorder = SegmentRecorder()

    init(kind: AdTrack.Kind) { self.kind = kind }

    /// Applies one event concerning this object.
    mutating func apply(_ kind: EventKind, family: DeviceFamily) {
        switch kind {
        case .initBanner(let f): self.kind = .banner; frame = f; load = .loading
        case .initInterstitial: self.kind = .interstitial; load = .loading
        case .setFrame(let f, let z):
            if self.kind == .interstitial && presented { hostFrame = f } else { frame = f }
            if let z { self.z = z }
        case .setCurrentContentSizeIdentifier(let id):
            sizeAxis = id.axis
            if let axis = id.axis, let f = frame {
                let s = ScreenGeometry.banner(family, axis)
                frame = Rect(x: f.x, y: f.y, width: s.width, height: s.height)
            }
        case .setHidden(let h): hidden = h
        case .viewAdd: inHierarchy = true
        case .viewRemove: inHierarchy = false; if self.kind == .interstitial { presented = false }
        case .presentFromViewController: presented = true
        case .presentInView(let f, _): presented = true; hostFrame = f; inHierarchy = true
        case .bannerViewDidLoadAd, .interstitialDidLoad: load = .loaded
        case .bannerDidFail, .interstitialDidFail: load = .failed; action = false
        case .interstitialDidUnload: load = .unloaded
        case .bannerActionShouldBegin(let leave, let returned), .interstitialActionShouldBegin(let leave, let returned):
            if returned && !leave { action = true }
        case .bannerActionDidFinish, .interstitialActionDidFinish, .cancelAction, .cancelBannerViewAction:
            action = false
        case .userDismiss: presented = false
        case .release: released = true; action = false
        default: break
        }
    }

    /// Whether the object is on screen: a visible banner or a presented full-screen ad.
    func onScreen(screen: Size, hostShown: Bool, background: Bool) -> Bool {
        guard !released, hostShown || kind == .interstitial, !background else { return false }
        switch kind {
        case .interstitial:
            // A modeless page counts as on screen only where its host view meets the screen.
            if let f = hostFrame, inHierarchy {
                return presented && load == .loaded && f.overlaps(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
            }
            return presented && load == .loaded
        case .banner, .unknown:
            guard inHierarchy, !hidden, let f = frame else { return false }
            return f.overlaps(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        }
    }

    /// Records the state at the end of a group of events at `t`.
    mutating func commit(at t: Double, onScreen: Bool) {
        load_.set(released ? .released : load, at: t)
        onScreen_.set(onScreen ? .onScreen : nil, at: t)
        action_.set(action ? .action : nil, at: t)
    }
}
