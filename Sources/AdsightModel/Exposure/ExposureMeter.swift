import AdsightSession

/// Measures every ad object's exposure in one pass over a replay (session-format.md,
/// "Exposure"): shown each step in order, it reads the group's events (creations, loads,
/// failures, unloads, releases, presentations) and the state after the group, and keeps
/// one running account per ad object. Pure: no I/O, nothing kept but the accounts.
///
///     var meter = ExposureMeter(header: session.header)
///     Replay.forEachGroup(session.events) { replayer.advance($0) { meter.observe($0) } }
///     let exposure = meter.finish()
public struct ExposureMeter: Sendable {
    var tallies: [ExposureTally] = []
    /// `slot[i]`: the tally of the object now at `state.ads[i]` (-1: none yet).
    var slot: [Int] = []
    let recording: Bool
    /// The last step's `t` in milliseconds (the end of unreleased lifetimes).
    private var last = 0
    /// Whether `changes` is kept (what `adsight replay` shows).
    private let reporting: Bool
    /// Whether every object's moment is found at every step (`init(...recomputingAll:)`).
    private let everyObjectEveryStep: Bool
    /// The app as of the last step that changed it (the plain way: a change makes every moment be found again).
    private var app: AppState?
    /// The objects the current step changed (the plain way; kept for its buffer).
    private var changed: [Int] = []
    /// The indices in `state.ads` of the objects whose accounts the current step's events
    /// changed: the first `touchedCount` (the list kept for its buffer; emptying it was a
    /// generic call per step).
    private var touched: [Int] = []
    private var touchedCount = 0
    /// The last ad name an event named and its index in `state.ads` (a name keeps its index
    /// for ever; an ad's events come in runs: comparing two names is cheaper than hashing one).
    var lastName: String?
    var lastIndex = 0
    /// The exposure fields the last step changed, in order of the objects' creation (kept
    /// only when reporting changes).
    public private(set) var changes: [StateChange] = []

    /// A meter for a session with this header; `recordingSpans` keeps each object's
    /// stretches of one bucket (the session page's lane; `check` needs only the sums).
    /// `reportingChanges` keeps each step's `changes`.
    public init(header: SessionHeader, recordingSpans: Bool = false, reportingChanges: Bool = false) {
        self.init(header: header, recordingSpans: recordingSpans, reportingChanges: reportingChanges, recomputingAll: false)
    }

    /// `recomputingAll` finds every object's moment at every step: the plain reference of the
    /// usual way, which finds again only the moments that may have changed (see `observe`).
    /// Tests compare the two.
    init(header: SessionHeader, recordingSpans: Bool, reportingChanges: Bool, recomputingAll: Bool) {
        recording = recordingSpans; reporting = reportingChanges; everyObjectEveryStep = recomputingAll
    }

    /// Accounts for one step lent by the replay (valid during the call only).
    ///
    /// An object's moment is a function of what `AdState.sameExposureInputs` compares, of the
    /// app's background, host screen, axis and views, and of its account's
    /// `presentationLive`; finding it again when none of these changed leaves the account
    /// as it is. So the moments found are those of the objects whose events the meter read
    /// and of the changed ads whose exposure inputs differ from before the group; every
    /// object's when the app changed in what a moment reads.
    public mutating func observe(_ step: LentStep) {
        if everyObjectEveryStep || reporting { return observePlainly(step) }
        let now = ExposureMilliseconds.of(step.t)
        last = now
        let state = step.stateAddress
        touchedCount = 0
        step.withEventsInPlace { events in  // read in place: no event copied
            for k in events.indices where Self.matters(events[k].code) {
                if let i = apply(events.element(k), at: now, state) { touch(i) }
            }
        }
        let screen = Geometry.screenRect(state.pointee.device, state.pointee.app.orientation.axis)
        withUnsafePointer(to: state.pointee.app) { app in
            if step.changesExposureOfEveryAd {
                state.pointee.ads.withUnsafeBufferPointer { ads in
                    for i in ads.indices { enter(i, ads.element(i), app, screen, at: now) }
                }
                return
            }
            step.withChangedAdsInPlace { ads in
                for k in 0..<ads.count {
                    let i = ads.index(k)
                    if isTouched(i) || !AdState.sameExposureInputs(ads.before.element(k), ads.after.element(i)) {
                        enter(i, ads.after.element(i), app, screen, at: now)
                    }
                }
                for i in ads.created { enter(i, ads.after.element(i), app, screen, at: now) }
            }
        }
    }

    /// Notes that the current step's events changed the account of the object at `i`.
    private mutating func touch(_ i: Int) {
        if touchedCount < touched.count { touched[touchedCount] = i } else { touched.append(i) }
        touchedCount += 1
    }

    /// Whether the current step's events changed the account of the object at `i`.
    private func isTouched(_ i: Int) -> Bool {
        for k in 0..<touchedCount where touched[k] == i { return true }
        return false
    }

    /// Accounts for one step.
    public mutating func observe(_ step: Step) {
        step.lend { observe($0) }
    }

    /// The plain way (the reference, and what `adsight replay` shows, in its order): the
    /// moment of every object the step changed, of every one when the app changed at all.
    private mutating func observePlainly(_ step: LentStep) {
        var list: [Int] = []
        swap(&list, &changed)   // the list's buffer reused from step to step
        list.removeAll(keepingCapacity: true)
        step.withChangedAds { indices, _, created in list.append(contentsOf: indices); list.append(contentsOf: created) }
        observe(t: step.t, events: step.eventsAddress.pointee, state: step.stateAddress.pointee, changed: list)
        swap(&list, &changed)
    }

    /// The group at `t`: its events first (what changes the served ads and the lifetimes,
    /// as they come), then the moment of each live object the group changed (`changed`:
    /// indices in `state.ads`), or of every one when the app changed. An object the group
    /// did not change, in an unchanged app, keeps its moment.
    mutating func observe(t: Double, events: ArraySlice<Event>, state: borrowing ModelState, changed: [Int]) {
        let now = ExposureMilliseconds.of(t)
        last = now
        withUnsafePointer(to: state) { state in
            events.withUnsafeBufferPointer { events in   // read in place: no event copied
                for k in events.indices where Self.matters(events[k].code) { _ = apply(events.element(k), at: now, state) }
            }
        }
        let all = everyObjectEveryStep || app != state.app
        if all { app = state.app }
        let screen = Geometry.screenRect(state.device, state.app.orientation.axis)
        if reporting { changes.removeAll() }
        withUnsafePointer(to: state.app) { app in
            state.ads.withUnsafeBufferPointer { ads in
                if all {
                    for i in ads.indices { enter(i, ads.element(i), app, screen, at: now) }
                } else {
                    for i in changed where i < ads.count { enter(i, ads.element(i), app, screen, at: now) }
                }
            }
        }
    }

    /// The moment of the object at `state.ads[i]` (at `ad`; the app at `app`) from `now` on, if it is live.
    private mutating func enter(_ i: Int, _ ad: UnsafePointer<AdState>, _ app: UnsafePointer<AppState>, _ screen: Rect, at now: Int) {
        guard i < slot.count, slot[i] >= 0, tallies[slot[i]].isOpen else { return }
        let k = slot[i]
        let moment = ExposureMoment(at: ad, app: app, screen: screen, presentationLive: tallies[k].presentationLive)
        if reporting { report(k, moment) }
        tallies[k].enter(moment, at: now)
    }

    /// Notes what the moment changes of object `k` (as of its creation, the first time).
    private mutating func report(_ k: Int, _ moment: ExposureMoment) {
        changes += ExposureChange.fields(of: tallies[k].ad, old: tallies[k].reported ? tallies[k].moment : nil, new: moment)
        tallies[k].reported = true
    }

    /// Every ad object's exposure, in order of creation (an object re-created under an
    /// earlier name is a new entry); unreleased lifetimes end at the last step's `t`.
    public func finish() -> [AdExposure] {
        tallies.map { tally in
            var tally = tally
            tally.endHeld(at: last, loads: false)
            tally.close(at: last)
            return tally.result
        }
    }
}
