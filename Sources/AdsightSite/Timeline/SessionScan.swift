import AdsightModel
import AdsightSession

/// What the session page draws, read off AdsightModel's replay in one pass: each ad
/// object's states over time (content phase, released, the model's `visible`, action in
/// progress), the app's (host screen, background, paused), the interface orientation,
/// and the distinct layouts. States are the model's after each group of equal-`t` events,
/// the very states the rules judge; only the current state is kept, never every step.
struct SessionScan: Sendable {
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
    /// The end of the session's time (the last event's `t`).
    var end: Double = 0

    /// At most this many distinct layouts are kept (later ones are ignored).
    static let layoutLimit = 400

    init(_ session: Session) {
        let family = session.header.device.family
        var replayer = Replayer(header: session.header)
        var lanes: [String: AdLanes] = [:]
        var adOrder: [String] = []
        var rHost = SegmentRecorder(), rBackground = SegmentRecorder(), rPaused = SegmentRecorder()
        var current = session.header.orientation
        var orientationSpans: [(Orientation, Interval)] = []
        var orientationSince = 0.0
        var used: [Orientation] = [current]
        var layouts = LayoutRecorder(limit: Self.layoutLimit)

        func commit(_ state: ModelState, at t: Double) {
            var items: [LayoutItem] = []
            for ad in state.ads {
                lanes[ad.name, default: AdLanes(kind: .banner)].record(ad, at: t)
                if let item = LayoutItem(ad: ad, family: family) { items.append(item) }
            }
            let hostBand = items.contains { $0.role == .hostView }
            for view in state.app.views { items.append(LayoutItem(view: view)) }
            let app = state.app
            rHost.set(app.hostOnScreen ? nil : .hostHidden, at: t)
            rBackground.set(app.background ? .background : nil, at: t)
            rPaused.set(app.paused ? .paused : nil, at: t)
            if app.orientation != current {
                if t > orientationSince { orientationSpans.append((current, Interval(start: orientationSince, end: t))) }
                current = app.orientation; orientationSince = t
                if !used.contains(current) { used.append(current) }
            }
            layouts.record(LayoutKey(orientation: current, items: items, hostBand: hostBand), at: t)
        }

        for group in Replay.groups(session.events) {
            _ = replayer.apply(group)
            for event in group {
                guard let name = event.ad, lanes[name] == nil else { continue }
                // First appearance; a name never created keeps an empty lane for its events.
                lanes[name] = AdLanes(kind: .unknown)
                adOrder.append(name)
            }
            commit(replayer.state, at: group.first?.t ?? 0)
        }
        if session.events.isEmpty { commit(replayer.state, at: 0) }
        let end = session.events.last?.t ?? 0
        self.end = end
        self.layouts = layouts.finish(at: end)
        orientationSpans.append((current, Interval(start: orientationSince, end: end)))
        orientation = orientationSpans.map { (orientation: $0.0, span: $0.1) }
        orientationsUsed = used
        hostHidden = rHost.finish(at: end)
        background = rBackground.finish(at: end)
        paused = rPaused.finish(at: end)
        for name in adOrder {
            guard var lane = lanes[name] else { continue }
            tracks.append(lane.finish(name: name, at: end))
            if !adKinds.contains(lane.kind) && lane.kind != .unknown { adKinds.append(lane.kind) }
        }
    }
}
