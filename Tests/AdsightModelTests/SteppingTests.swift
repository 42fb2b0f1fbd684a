import AdsightModel
import AdsightSession
import Testing

@Test func equalTimeEventsAreOneStepAndTheInstantStateIsNeverJudged() {
    // At t = 0 the banner is added before it loads; both share t, so no step shows it empty.
    let result = SessionBuilder.replay(.iPhone, [
        E(0, "b", .initBanner(frame: F.bottomBanner(.iPhone))),
        E(0, "b", .viewAdd(inViewController: true)),
        E(0, "b", .bannerViewDidLoadAd),
        E(2, "b", .setHidden(true)),
        E(2, "b", .setHidden(false)),
    ])
    #expect(result.steps.map(\.t) == [0, 2])
    #expect(result.steps.map(\.lines) == [[2, 3, 4], [5, 6]])
    #expect(result.steps.allSatisfy { !($0.state[ad: "b"]!.visible && !$0.state[ad: "b"]!.loaded) })
    #expect(result.steps[1].changes.isEmpty, "hide and show at one t change nothing")
}

@Test func groupsSplitOnlyOnDifferentTimes() {
    let s = SessionBuilder.session(.iPad, [E(0, nil, .pause(what: nil)), E(0, nil, .resume(what: nil)), E(0.5, nil, .pause(what: nil)), E(1, nil, .resume(what: nil))])
    #expect(Replay.groups(s.events).map { $0.map(\.line) } == [[2, 3], [4], [5]])
    #expect(Replay.groups([]).isEmpty)
}

@Test func stepperMatchesRunAndKeepsTheBeforeState() {
    let events: [E] = [
        E(0, "b", .initBanner(frame: F.bottomBanner(.iPad))), E(0, "b", .viewAdd(inViewController: true)),
        E(1, "b", .bannerViewDidLoadAd), E(3, nil, .willRotate(to: .landscapeLeft, duration: 0.3)),
    ]
    let session = SessionBuilder.session(.iPad, events)
    var r = Replayer(header: session.header)
    var states: [ModelState] = []
    var previous = r.state
    for group in Replay.groups(session.events) {
        let step = r.apply(group)
        #expect(step.before == previous)
        previous = step.state
        states.append(step.state)
    }
    #expect(states == Replay.run(session).steps.map(\.state))
    #expect(r.state == Replay.run(session).final)
}

@Test func changesNameThePathsThatMoved() {
    let result = SessionBuilder.replay(.iPhone, [
        E(0, "banner-1", .initBanner(frame: F.bottomBanner(.iPhone))),
        E(12.5, "banner-1", .viewAdd(inViewController: true)),
        E(12.5, "banner-1", .bannerViewDidLoadAd),
    ])
    let text = result.steps[1].changes.map(\.description)
    #expect(text.contains("banner-1.visible false → true"))
    #expect(text.contains("banner-1.loaded false → true"))
    #expect(!text.contains { $0.hasPrefix("app.") })
    let created = result.steps[0].changes.map(\.path)
    #expect(created.contains("banner-1.created"))
    #expect(!created.contains("banner-1.kind"), "a new ad lists what differs from a fresh object")
}

@Test func setFrameWithoutZKeepsTheZ() {
    let result = SessionBuilder.replay(.iPhone, [
        E(0, "b", .initBanner(frame: F.bottomBanner(.iPhone))),
        E(1, "b", .setFrame(F.bottomBanner(.iPhone), z: 3)),
        E(2, "b", .setFrame(F.r(0, 0, 320, 50), z: nil)),
    ])
    #expect(result.final[ad: "b"]?.z == 3)
}

/// Events that only mark time for the rules: they change no state.
@Test(arguments: [
    EventKind.transition(from: "match", to: "menu"), .urgent(reason: "call"), .alert(message: "oops"),
    .unknown(name: "app.custom"), .userTap,
])
func eventsWithoutStateChangeNothing(_ kind: EventKind) {
    let result = SessionBuilder.replay(.iPad, [
        E(0, "b", .initBanner(frame: F.bottomBanner(.iPad))), E(0, "b", .viewAdd(inViewController: true)),
        E(0, "b", .bannerViewDidLoadAd), E(1, kind == .userTap ? "b" : nil, kind),
    ])
    #expect(result.findings == [])
    #expect(result.steps[1].changes == [])
    #expect(result.steps[1].state == result.steps[0].state.with(t: 1))
}

@Test func currentInRequiredNeedsBothSet() {
    let result = SessionBuilder.replay(.iPhone, [
        E(0, "b", .initBanner(frame: F.bottomBanner(.iPhone))),
        E(1, "b", .setCurrentContentSizeIdentifier(.landscape)),
        E(2, "b", .setRequiredContentSizeIdentifiers([.portrait])),
        E(3, "b", .setRequiredContentSizeIdentifiers([.portrait, .landscape])),
    ])
    #expect(result.steps.map { $0.state[ad: "b"]?.currentInRequired } == [nil, nil, false, true])
}

extension ModelState {
    func with(t: Double) -> ModelState { var s = self; s.t = t; return s }
}
