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
    private(set) var tallies: [ExposureTally] = []
    /// `slot[i]`: the tally of the object now at `state.ads[i]` (-1: none yet).
    private(set) var slot: [Int] = []
    private let recording: Bool
    /// The last step's `t` in milliseconds (the end of unreleased lifetimes).
    private var last = 0
    /// Whether `changes` is kept (what `adsight replay` shows).
    private let reporting: Bool
    /// Whether every object's moment is found at every step (`init(...recomputingAll:)`).
    private let everyObjectEveryStep: Bool
    /// The app as of the last step that changed it (a change makes every moment be found again).
    private var app: AppState?
    /// The objects the current step changed (kept for its buffer).
    private var changed: [Int] = []
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
    /// usual way, which finds again only those of the objects the step changed (all of them
    /// when the app changed). Tests compare the two.
    init(header: SessionHeader, recordingSpans: Bool, reportingChanges: Bool, recomputingAll: Bool) {
        recording = recordingSpans; reporting = reportingChanges; everyObjectEveryStep = recomputingAll
    }

    /// Accounts for one step lent by the replay (valid during the call only).
    public mutating func observe(_ step: LentStep) {
        var list: [Int] = []
        swap(&list, &changed)   // the list's buffer reused from step to step
        list.removeAll(keepingCapacity: true)
        step.withChangedAds { indices, _, created in list.append(contentsOf: indices); list.append(contentsOf: created) }
        observe(t: step.t, events: step.eventsAddress.pointee, state: step.stateAddress.pointee, changed: list)
        swap(&list, &changed)
    }

    /// Accounts for one step.
    public mutating func observe(_ step: Step) {
        var list: [Int] = []
        step.withChangedAds { indices, _, created in list = indices + Array(created) }
        observe(t: step.t, events: step.events, state: step.state, changed: list)
    }

    /// The group at `t`: its events first (what changes the served ads and the lifetimes,
    /// as they come), then the moment of each live object the group changed (`changed`:
    /// indices in `state.ads`), or of every one when the app changed. An object the group
    /// did not change, in an unchanged app, keeps its moment.
    mutating func observe(t: Double, events: ArraySlice<Event>, state: borrowing ModelState, changed: [Int]) {
        let now = ExposureMilliseconds.of(t)
        last = now
        events.withUnsafeBufferPointer { events in   // read in place: no event copied
            for k in events.indices where Self.matters(events[k].kind) { apply(events[k], at: now, state) }
        }
        let all = everyObjectEveryStep || app != state.app
        if all { app = state.app }
        let screen = Geometry.screenRect(state.device, state.app.orientation.axis)
        if reporting { changes.removeAll() }
        state.ads.withUnsafeBufferPointer { ads in
            if all {
                for i in ads.indices { enter(i, ads[i], state.app, screen, at: now) }
            } else {
                for i in changed where i < ads.count { enter(i, ads[i], state.app, screen, at: now) }
            }
        }
    }

    /// The moment of the object at `state.ads[i]` from `now` on, if it is live.
    private mutating func enter(_ i: Int, _ ad: borrowing AdState, _ app: borrowing AppState, _ screen: Rect, at now: Int) {
        guard i < slot.count, slot[i] >= 0, tallies[slot[i]].isOpen else { return }
        let k = slot[i]
        let moment = ExposureMoment(ad: ad, app: app, screen: screen, presentationLive: tallies[k].presentationLive)
        if reporting { report(k, moment) }
        tallies[k].enter(moment, at: now)
    }

    /// Notes what the moment changes of object `k` (as of its creation, the first time).
    private mutating func report(_ k: Int, _ moment: ExposureMoment) {
        changes += ExposureChange.fields(of: tallies[k].ad, old: tallies[k].reported ? tallies[k].moment : nil, new: moment)
        tallies[k].reported = true
    }

    /// Whether the meter reads events of this kind.
    static func matters(_ kind: EventKind) -> Bool {
        switch kind {
        case .initBanner, .initInterstitial, .bannerViewDidLoadAd, .interstitialDidLoad, .bannerDidFail,
             .interstitialDidFail, .interstitialDidUnload, .release, .presentFromViewController, .presentInView:
            return true
        default:
            return false
        }
    }

    /// One event the meter reads, applied to the object it names as the model applies it
    /// (none for a name never created, a released object or the other kind's callback).
    mutating func apply(_ e: Event, at now: Int, _ state: borrowing ModelState) {
        guard let name = e.ad, let i = state.index[name] else { return }
        while slot.count <= i { slot.append(-1) }
        switch e.kind {
        case .initBanner, .initInterstitial:
            if slot[i] >= 0 { tallies[slot[i]].close(at: now) }
            slot[i] = tallies.count
            tallies.append(ExposureTally(ad: name, kind: e.kind == .initInterstitial ? .interstitial : .banner,
                                         at: now, recording: recording))
            return
        default: break
        }
        guard slot[i] >= 0, tallies[slot[i]].isOpen else { return }
        let k = slot[i], kind = tallies[k].kind
        switch e.kind {
        case .bannerViewDidLoadAd where kind == .banner, .interstitialDidLoad where kind == .interstitial:
            tallies[k].endHeld(at: now, loads: true)
        case .bannerDidFail where kind == .banner, .interstitialDidUnload where kind == .interstitial:
            tallies[k].endHeld(at: now, loads: false)
        case .interstitialDidFail where kind == .interstitial:
            tallies[k].endHeld(at: now, loads: false)
            tallies[k].presentationLive = false
        case .presentFromViewController where kind == .interstitial, .presentInView where kind == .interstitial:
            tallies[k].presentationLive = true
        case .release:
            tallies[k].endHeld(at: now, loads: false)
            tallies[k].close(at: now)
        default: break
        }
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
