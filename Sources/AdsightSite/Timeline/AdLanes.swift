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
    /// Reads the ad's fields in place, one by one (passing the whole `AdState` copies it).
    @inline(__always)
    mutating func record(_ ad: UnsafePointer<AdState>, at t: Double) {
        let released = ad.pointee.released
        let loadState = released ? LaneState.released : Self.phase(ad.pointee.content)
        let visible = ad.pointee.visible
        // A released object's lane ends: an action it still had is drawn up to the release.
        let inAction = ad.pointee.action.isInProgress && !released
        kind = ad.pointee.kind == .banner ? .banner : .interstitial
        load.set(loadState, at: t)
        onScreen.set(visible ? .onScreen : nil, at: t)
        action.set(inAction ? .action : nil, at: t)
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
