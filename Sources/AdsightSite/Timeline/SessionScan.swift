import AdsightModel
import AdsightSession

/// What the session page draws, read off AdsightModel's replay in one pass: each ad
/// object's states over time (content phase, released, the model's `visible`, action in
/// progress), the app's (host screen, background, paused), the interface orientation,
/// and the distinct layouts. States are the model's after each group of equal-`t` events,
/// the very states the rules judge; only the current state is kept, never every step.
/// Made by `SessionScanBuilder` from steps shared with the rules, or by `init(_:)`.
public struct SessionScan: Sendable {
    var tracks: [AdTrack] = []
    var hostHidden: [Segment] = []
    var background: [Segment] = []
    var paused: [Segment] = []
    /// The interface orientation over time, with the exact orientation of each span.
    var orientation: [(orientation: Orientation, span: Interval)] = []
    /// Orientations in order of first use.
    var orientationsUsed: [Orientation] = []
    var adKinds: [AdTrack.Kind] = []
    var layouts: [LayoutSnapshot] = []
    /// Each ad object's exposure with its spans (the exposure lanes and breakdown).
    var exposure: [AdExposure] = []
    /// The end of the session's time (the last event's `t`).
    var end: Double = 0

    /// At most this many distinct layouts are kept (later ones are ignored).
    static let layoutLimit = 400

    init() {}

    /// Replays `session` itself (when no replay is shared with the rules: `SessionScanBuilder`).
    init(_ session: Session) {
        var builder = SessionScanBuilder(header: session.header)
        var replayer = Replayer(header: session.header)
        Replay.forEachGroup(session.events) { builder.observe(replayer.apply($0)) }
        self = builder.finish()
    }
}
