import AdsightModel

/// The lanes of one ad object as they are being recorded from the model's states.
struct AdLanes: Sendable {
    var kind: AdTrack.Kind
    var load = SegmentRecorder()
    var onScreen = SegmentRecorder()
    var action = SegmentRecorder()

    init(kind: AdTrack.Kind) { self.kind = kind }

    /// Records the ad's model state after a group at `t`: its content phase (or released),
    /// the model's `visible` and `actionInProgress` (until released).
    @inline(__always)
    mutating func record(_ ad: AdState, at t: Double) {
        kind = ad.kind == .banner ? .banner : .interstitial
        load.set(ad.released ? .released : Self.phase(ad.content), at: t)
        onScreen.set(ad.visible ? .onScreen : nil, at: t)
        // A released object's lane ends: an action it still had is drawn up to the release.
        action.set(ad.actionInProgress && !ad.released ? .action : nil, at: t)
    }

    static func phase(_ content: ContentPhase) -> LaneState {
        switch content {
        case .loading: return .loading
        case .loaded: return .loaded
        case .failed: return .failed
        case .unloaded: return .unloaded
        }
    }

    /// The finished track at the end of the session.
    mutating func finish(name: String, at end: Double) -> AdTrack {
        AdTrack(name: name, kind: kind, load: load.finish(at: end), onScreen: onScreen.finish(at: end), action: action.finish(at: end))
    }
}
