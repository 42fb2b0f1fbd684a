import AdsightModel
import AdsightSession

/// One simulated session being played: the world's state, the pending happenings and
/// the events written so far. Every handler emits events at `now` only; anything later
/// goes through the agenda, so events come out in time order.
struct Simulation {
    let scenario: Scenario
    var dice: Dice
    var agenda = Agenda()
    var events: [Event] = []
    var now = 0

    var orientation: Orientation
    var hostOnScreen = true
    var inBackground = false
    var paused = false
    /// The ad whose action covers the app, if any.
    var actionAd: String?
    var banner: BannerState?
    var interstitials: [InterstitialState] = []
    var adCounter = 0
    var needs: Set<Need> = []
    /// Needs whose forced happening is already scheduled.
    var forcing: Set<Need> = []
    var match = 1
    var page = 0
    var finished = false
    /// Game: a modal ad shown mid-match; the user closes it, the match goes on.
    var midMatch = false
    /// A modal ad to close once the app is back from another app.
    var dismissAfterForeground: String?
    /// A new full-screen ad object is created at the next transition (after a failure).
    var newAdPending = false
    /// `covered-by-app-views`: the cycle of views over the banner has begun.
    var coverStarted = false

    init(scenario: Scenario, seed: UInt64) {
        self.scenario = scenario
        dice = Dice(seed: seed)
        orientation = scenario.device.start
        needs = Self.needs(for: scenario)
    }

    var device: DeviceSpec { scenario.device }
    var app: AppSpec { scenario.app }
    func has(_ d: Defect) -> Bool { app.has(d) }
    var screen: Size { Geometry.screen(device.family, orientation.axis) }

    /// Whether iAd exists on the device (iOS 4.0 or later).
    var iAdPresent: Bool { device.os >= Version([4]) }
    /// Whether full-screen ads load on the device (an iPad with iOS 4.3 or later).
    var fullScreenWorks: Bool { device.family == .iPad && device.os >= Version([4, 3]) }

    /// Plays the session to its end and returns its events.
    mutating func run() -> [Event] {
        start()
        while !finished, let next = agenda.pop() {
            now = next.at
            handle(next.what)
            considerNeeds()
        }
        return events
    }

    mutating func emit(_ kind: EventKind, ad: String? = nil, thread: String? = nil) {
        events.append(Event(t: Double(now) / 1000, line: events.count + 2, ad: ad, thread: thread, kind: kind))
    }

    mutating func after(_ ms: Int, _ what: Happening) { agenda.schedule(what, at: now + ms) }

    /// The thread the app's set-up calls run on (`background-thread` moves them off main).
    var setupThread: String? { has(.backgroundThread) ? "ad-loader" : nil }

    mutating func newAdName(_ prefix: String) -> String {
        adCounter += 1
        return "\(prefix)-\(adCounter)"
    }

    mutating func handle(_ what: Happening) {
        switch what {
        case .bannerResponse(let ad): bannerResponse(ad)
        case .interstitialResponse(let ad): interstitialResponse(ad)
        case .expire(let ad): expire(ad)
        case .cleanUp(let ad, let failed): cleanUp(ad, failed: failed)
        case .rotate(let forced): rotate(forced: forced)
        case .enterDetail(let forced): enterDetail(forced: forced)
        case .rotateInDetail: rotateInDetail()
        case .leaveDetail: leaveDetail()
        case .goBackground: goBackground()
        case .comeForeground: comeForeground()
        case .tap(let ad, let forced): tap(ad, forced: forced)
        case .actionEnd(let ad): actionEnd(ad)
        case .urgentCall(let ad): urgentCall(ad)
        case .cancelAfterUrgent(let ad): cancelAction(ad)
        case .dismiss(let ad): dismiss(ad)
        case .presentModal(let ad): presentModal(ad)
        case .insertAdPage(let ad): insertAdPage(ad)
        case .matchEnd: matchEnd()
        case .pageTurn: pageTurn()
        case .showBannerLate(let ad): showBannerLate(ad)
        case .resumeLate: if paused { resume() }
        case .cancelOnTimer(let ad): cancelAction(ad)
        case .pollLoaded(let ad): pollLoaded(ad)
        case .releaseBannerNow(let ad): releaseBannerDuringAction(ad)
        case .cover(let step): cover(step: step)
        case .end: end()
        }
    }

    mutating func pause() {
        paused = true
        emit(.pause(what: app.kind == .game ? "gameplay" : "animations"))
    }

    mutating func resume() {
        paused = false
        emit(.resume(what: app.kind == .game ? "gameplay" : "animations"))
    }
}
