import AdsightModel
import AdsightSession

/// Builds a `SessionScan` from the model's steps as they come, so the page's timeline and
/// layouts can be read off a replay made for something else (the rules' judging) instead of
/// replaying the session again:
///
///     var scan = SessionScanBuilder(header: session.header)
///     let results = RuleEvaluator.evaluate(notes: notes, session: session, lending: { scan.observe($0) })
///     let page = renderer.sessionPage(SiteSession(report: report, session: session, scan: scan.finish()), page: name)
///
/// Every step of the session must be shown once, in order (`SessionScan(session)` does the
/// same with a replay of its own).
public struct SessionScanBuilder {
    private let header: SessionHeader
    private let family: DeviceFamily
    /// Lanes in order of the ads' first appearance in an event; `laneOf[i]` is the lane of
    /// `state.ads[i]` (-1: a name no event gave, whose lane would never be drawn).
    private var lanes: [AdLanes] = []
    private var names: [String] = []
    private var laneIndex: [String: Int] = [:]
    private var laneOf: [Int] = []
    /// The last ad an event named (it has a lane).
    private var lastAd: String?
    private var rHost = SegmentRecorder(), rBackground = SegmentRecorder(), rPaused = SegmentRecorder()
    private var current: Orientation
    private var orientationSpans: [(Orientation, Interval)] = []
    private var orientationSince = 0.0
    private var used: [Orientation]
    private var layouts = LayoutRecorder(limit: SessionScan.layoutLimit)
    /// The app's state as last recorded (`sawApp`: any recorded yet).
    private var app: AppState
    private var sawApp = false
    private var dirty: [Int] = []
    /// The layout item of each ad in `state.ads` as last recorded (nil: nothing drawn).
    /// Kept as items and flags, not `[LayoutItem?]`: an Optional item is copied to be compared.
    private var itemOf: [LayoutItem] = []
    private var hasItem: [Bool] = []
    /// What `itemOf` holds where `hasItem` is false.
    private static let noItem = LayoutItem(view: AppView(name: "", frame: Rect(x: 0, y: 0, width: 0, height: 0)))
    /// The `t` of the last step seen (nil: none yet).
    private var lastT: Double?
    /// Each ad object's exposure over time (the page's exposure lanes).
    private var exposure: ExposureMeter

    /// Starts a scan of a session with this header.
    public init(header: SessionHeader) {
        self.header = header
        family = header.device.family
        current = header.orientation
        used = [current]
        app = AppState(orientation: current)
        exposure = ExposureMeter(header: header, recordingSpans: true)
    }

    /// Records one step (a group of equal-`t` events and the model's state after it).
    public mutating func observe(_ step: Step) {
        addLanes(step.events)
        dirty.removeAll(keepingCapacity: true)
        step.withChangedAds { indices, _, created in markDirty(indices, created) }
        withUnsafePointer(to: step.state) { commit($0, at: step.t) }
        exposure.observe(step)
        lastT = step.t
    }

    /// Records one step lent by the replay (`RuleEvaluator.evaluate(notes:session:lending:)`),
    /// read in place during the call: the same as `observe(_: Step)` with the same step.
    public mutating func observe(_ step: LentStep) {
        addLanes(step.eventsAddress.pointee)   // the addresses, not `events`/`state`: those copy across modules
        dirty.removeAll(keepingCapacity: true)
        step.withChangedAds { indices, _, created in markDirty(indices, created) }
        commit(step.stateAddress, at: step.t)
        exposure.observe(step)
        lastT = step.t
    }

    /// Gives a lane to each ad the group's events name for the first time.
    private mutating func addLanes(_ group: ArraySlice<Event>) {
        var lastName = lastAd   // consecutive events, across groups too, mostly name one ad: skip its lookup
        defer { lastAd = lastName }
        group.withUnsafeBufferPointer { events in  // read in place: no Event copies
            for k in events.indices {
                guard let name = events[k].ad, name != lastName else { continue }
                lastName = name
                guard laneIndex[name] == nil else { continue }
                // First appearance; a name never created keeps an empty lane for its events.
                laneIndex[name] = lanes.count
                lanes.append(AdLanes(kind: .unknown))
                names.append(name)
            }
        }
    }

    /// The ads a step changed or created: those `commit` records.
    private mutating func markDirty(_ indices: [Int], _ created: Range<Int>) {
        dirty.append(contentsOf: indices)
        dirty.append(contentsOf: created)
    }

    /// Records the state after a group at `t`. Only the ads in `dirty` (those the step changed
    /// or created) are recorded (an ad the step did not name is as it was, so recording it
    /// again changes nothing); the layout is rebuilt only when the app or an ad's layout item
    /// changed (else it is the layout recorded last).
    private mutating func commit(_ state: UnsafePointer<ModelState>, at t: Double) {
        let adCount = state.pointee.ads.count
        while laneOf.count < adCount { laneOf.append(laneIndex[state.pointee.ads[laneOf.count].name] ?? -1) }
        state.pointee.ads.withUnsafeBufferPointer { ads in   // read in place (`pointee`): no AdState copies
            guard let ads = ads.baseAddress else { return }
            for i in dirty where laneOf[i] >= 0 { lanes[laneOf[i]].record(ads + i, at: t) }
        }
        // The layout depends on the app's orientation and views only (not on background,
        // paused or the host screen): other app changes leave it as recorded.
        var layoutChanged = !sawApp
        if !sawApp || app != state.pointee.app {   // compared in place
            let a = state.pointee.app
            if sawApp && app.views != a.views { layoutChanged = true }
            app = a; sawApp = true
            rHost.set(a.hostOnScreen ? nil : .hostHidden, at: t)
            rBackground.set(a.background ? .background : nil, at: t)
            rPaused.set(a.paused ? .paused : nil, at: t)
            if a.orientation != current {
                if t > orientationSince { orientationSpans.append((current, Interval(start: orientationSince, end: t))) }
                current = a.orientation; orientationSince = t
                if !used.contains(current) { used.append(current) }
                layoutChanged = true
            }
        }
        state.pointee.ads.withUnsafeBufferPointer { ads in   // read in place (`pointee`): no AdState copies
            guard let ads = ads.baseAddress else { return }
            for i in dirty {
                let item = LayoutItem(ad: ads + i, family: family)
                while itemOf.count <= i { itemOf.append(Self.noItem); hasItem.append(false) }
                if let new = item {
                    if !(hasItem[i] && itemOf.withUnsafeBufferPointer({ $0[i] == new })) {   // compared in place
                        itemOf[i] = new; hasItem[i] = true; layoutChanged = true
                    }
                } else if hasItem[i] {
                    itemOf[i] = Self.noItem; hasItem[i] = false; layoutChanged = true
                }
            }
        }
        guard layoutChanged else { return }
        var items: [LayoutItem] = []
        let views = state.pointee.app.views
        items.reserveCapacity(itemOf.count + views.count)
        for i in itemOf.indices where hasItem[i] { items.append(itemOf[i]) }
        let hostBand = items.contains { $0.role == .hostView }
        for view in views { items.append(LayoutItem(view: view)) }
        layouts.record(LayoutKey(orientation: current, items: items, hostBand: hostBand), at: t)
    }

    /// The scan of every step shown; it ends at the last step's `t` (a session with no events
    /// is its initial state at 0).
    public mutating func finish() -> SessionScan {
        if lastT == nil {
            dirty.removeAll()
            withUnsafePointer(to: ModelState(header: header)) { commit($0, at: 0) }
        }
        let end = lastT ?? 0
        var scan = SessionScan()
        scan.end = end
        scan.layouts = layouts.finish(at: end)
        scan.exposure = exposure.finish()
        orientationSpans.append((current, Interval(start: orientationSince, end: end)))
        scan.orientation = orientationSpans.map { (orientation: $0.0, span: $0.1) }
        scan.orientationsUsed = used
        scan.hostHidden = rHost.finish(at: end)
        scan.background = rBackground.finish(at: end)
        scan.paused = rPaused.finish(at: end)
        for (k, name) in names.enumerated() {
            scan.tracks.append(lanes[k].finish(name: name, at: end))
            if !scan.adKinds.contains(lanes[k].kind) && lanes[k].kind != .unknown { scan.adKinds.append(lanes[k].kind) }
        }
        return scan
    }
}
