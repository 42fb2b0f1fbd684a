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
        // Lanes in order of the ads' first appearance in an event; `laneOf[i]` is the lane of
        // `state.ads[i]` (-1: a name no event gave, whose lane would never be drawn).
        var lanes: [AdLanes] = []
        var names: [String] = []
        var laneIndex: [String: Int] = [:]
        var laneOf: [Int] = []
        var rHost = SegmentRecorder(), rBackground = SegmentRecorder(), rPaused = SegmentRecorder()
        var current = session.header.orientation
        var orientationSpans: [(Orientation, Interval)] = []
        var orientationSince = 0.0
        var used: [Orientation] = [current]
        var layouts = LayoutRecorder(limit: Self.layoutLimit)
        var app: AppState?
        var dirty: [Int] = []
        // The layout item of each ad in `state.ads` as last recorded (nil: nothing drawn).
        var itemOf: [LayoutItem?] = []

        // Records the state after a group at `t`. Only the ads the step changed or created
        // are recorded (an ad the step did not name is as it was, so recording it again
        // changes nothing); the layout is rebuilt only when the app or an ad's layout item
        // changed (else it is the layout recorded last).
        func commit(_ state: ModelState, changed: [Int], at t: Double) {
            while laneOf.count < state.ads.count { laneOf.append(laneIndex[state.ads[laneOf.count].name] ?? -1) }
            for i in changed where laneOf[i] >= 0 { lanes[laneOf[i]].record(state.ads[i], at: t) }
            let appChanged = state.app != app
            if appChanged {
                app = state.app
                let a = state.app
                rHost.set(a.hostOnScreen ? nil : .hostHidden, at: t)
                rBackground.set(a.background ? .background : nil, at: t)
                rPaused.set(a.paused ? .paused : nil, at: t)
                if a.orientation != current {
                    if t > orientationSince { orientationSpans.append((current, Interval(start: orientationSince, end: t))) }
                    current = a.orientation; orientationSince = t
                    if !used.contains(current) { used.append(current) }
                }
            }
            var layoutChanged = appChanged
            for i in changed {
                let item = LayoutItem(ad: state.ads[i], family: family)
                while itemOf.count <= i { itemOf.append(nil) }
                if itemOf[i] != item { itemOf[i] = item; layoutChanged = true }
            }
            guard layoutChanged else { return }
            var items: [LayoutItem] = []
            for case let item? in itemOf { items.append(item) }
            let hostBand = items.contains { $0.role == .hostView }
            for view in state.app.views { items.append(LayoutItem(view: view)) }
            layouts.record(LayoutKey(orientation: current, items: items, hostBand: hostBand), at: t)
        }

        Replay.forEachGroup(session.events) { group in
            let step = replayer.apply(group)
            var lastName: String?
            for event in group {
                guard let name = event.ad, name != lastName else { continue }
                lastName = name
                guard laneIndex[name] == nil else { continue }
                // First appearance; a name never created keeps an empty lane for its events.
                laneIndex[name] = lanes.count
                lanes.append(AdLanes(kind: .unknown))
                names.append(name)
            }
            dirty.removeAll(keepingCapacity: true)
            step.withChangedAds { indices, _, created in
                dirty.append(contentsOf: indices)
                dirty.append(contentsOf: created)
            }
            commit(step.state, changed: dirty, at: group.first?.t ?? 0)
        }
        if session.events.isEmpty { commit(replayer.state, changed: [], at: 0) }
        let end = session.events.last?.t ?? 0
        self.end = end
        self.layouts = layouts.finish(at: end)
        orientationSpans.append((current, Interval(start: orientationSince, end: end)))
        orientation = orientationSpans.map { (orientation: $0.0, span: $0.1) }
        orientationsUsed = used
        hostHidden = rHost.finish(at: end)
        background = rBackground.finish(at: end)
        paused = rPaused.finish(at: end)
        for (k, name) in names.enumerated() {
            tracks.append(lanes[k].finish(name: name, at: end))
            if !adKinds.contains(lanes[k].kind) && lanes[k].kind != .unknown { adKinds.append(lanes[k].kind) }
        }
    }
}
