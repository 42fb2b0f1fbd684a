import Testing
@testable import AdsightSession

let expectedKinds: [EventKind] = [
    .initBanner(frame: Rect(x: 0, y: 430, width: 320, height: 50)),
    .initInterstitial,
    .setDelegate(true),
    .setRequiredContentSizeIdentifiers([ContentSizeIdentifier("ADBannerContentSizeIdentifierPortrait"), ContentSizeIdentifier("ADBannerContentSizeIdentifier480x32")]),
    .setCurrentContentSizeIdentifier(ContentSizeIdentifier("ADBannerContentSizeIdentifierPortrait")),
    .setFrame(Rect(x: 0, y: 480, width: 320, height: 50), z: 2),
    .setFrame(Rect(x: 0, y: 480, width: 320, height: 50), z: nil),
    .setHidden(false),
    .viewAdd(inViewController: true),
    .viewRemove,
    .readBannerLoaded(false),
    .readLoaded(true),
    .presentFromViewController,
    .presentInView(frame: Rect(x: 0, y: 20, width: 320, height: 460), inViewController: false),
    .cancelBannerViewAction,
    .cancelAction,
    .release,
    .bannerViewDidLoadAd,
    .bannerDidFail(AdError(code: "ADErrorServerFailure", message: "no fill")),
    .bannerActionShouldBegin(willLeave: false, returned: true),
    .bannerActionDidFinish,
    .interstitialDidLoad,
    .interstitialDidUnload,
    .interstitialDidFail(AdError(code: "ADErrorSomethingNew")),
    .interstitialActionShouldBegin(willLeave: true, returned: false),
    .interstitialActionDidFinish,
    .willRotate(to: .portraitUpsideDown, duration: 0.3),
    .deviceOrientation(to: .landscapeRight),
    .viewWillAppear,
    .viewWillDisappear,
    .viewFrame(view: "content", frame: Rect(x: 0, y: 0, width: 320, height: 430), z: -1),
    .didEnterBackground,
    .willEnterForeground,
    .pause(what: "sound"),
    .resume(what: nil),
    .transition(from: "match", to: "menu"),
    .urgent(reason: "call"),
    .alert(message: nil),
    .userTap,
    .userDismiss,
]

@Test func decodesEveryEventKindWithItsPayload() throws {
    let outcome = Fixture.decode("valid/every-event.jsonl")
    #expect(outcome.errors == [])
    #expect(outcome.warnings == [])
    let session = try #require(outcome.session)
    #expect(session.events.map(\.kind) == expectedKinds)
    #expect(session.events.map(\.line) == Array(2...(expectedKinds.count + 1)))
    #expect(outcome.eventCount == expectedKinds.count)
    #expect(session.events[0].ad == "b")
    #expect(session.events[16].thread == "worker")
    #expect(!session.events[16].isMainThread)
    #expect(session.events.last?.t == 4.25)
    #expect(session.events[27].ad == nil)
}

@Test func decodesEveryHeaderField() throws {
    let header = try #require(Fixture.decode("valid/every-event.jsonl").header)
    #expect(header == SessionHeader(
        id: "table-app-iphone-017", title: "Top rated tab, iPhone", source: .simulated, scenario: "tabs",
        seed: UInt64.max, device: Device(family: .iPodTouch, model: "iPod4,1"), os: Version([4, 2, 1]),
        app: AppInfo(name: "TopRated", version: "1.3", deploymentTarget: Version([3, 1]), iAdLinkage: .weak,
                     supportedOrientations: [.portrait, .landscape]),
        orientation: .landscapeLeft, recordedAt: "2011-03-02T10:15:00Z"))
}

@Test func minimalHeaderTakesTheDefaults() throws {
    let outcome = SessionDecoding.decode("""
    {"adsession": 1, "id": "", "device": {"family": "iPhone"}, "os": "4"}
    {"t": 0, "event": "viewWillAppear:"}
    """)
    let header = try #require(outcome.session?.header)
    #expect(header.source == .recorded)
    #expect(header.orientation == .portrait)
    #expect(header.app == AppInfo())
    #expect(header.os == Version([4]))
}

@Test func crlfBlankLinesAndUnknownEventsAreTolerated() throws {
    let outcome = Fixture.decode("valid/crlf-blank-unknown.jsonl")
    #expect(outcome.errors == [])
    let session = try #require(outcome.session)
    #expect(session.events.map(\.kind) == [.viewWillAppear, .unknown(name: "ad.teleport"), .viewWillDisappear])
    #expect(session.events.map(\.line) == [3, 5, 6])
    #expect(session.events[1].ad == "b")
    #expect(outcome.warnings.count == 1)
    #expect(outcome.warnings.first?.line == 5)
    #expect(outcome.warnings.first?.column == 21)
    #expect(outcome.warnings.first?.message.contains("unknown event \"ad.teleport\"") == true)
    #expect(session.warnings == outcome.warnings)
}

@Test func equalTimesAreAllowedAndOrderIsKept() throws {
    let outcome = SessionDecoding.decode("""
    {"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}
    {"t": 1, "event": "viewWillAppear:"}
    {"t": 1.0, "event": "viewWillDisappear:"}
    {"t": 1, "event": "viewWillAppear:"}
    """)
    #expect(outcome.session?.events.map(\.kind) == [.viewWillAppear, .viewWillDisappear, .viewWillAppear])
}

@Test func backwardsTimeIsComparedWithThePreviousValidT() {
    // Line 3's t is invalid, so line 4 is compared with line 2's t.
    let outcome = SessionDecoding.decode("""
    {"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}
    {"t": 5, "event": "viewWillAppear:"}
    {"t": -1, "event": "viewWillDisappear:"}
    {"t": 4, "event": "viewWillAppear:"}
    """)
    #expect(outcome.errors.map(\.line) == [3, 4])
    #expect(outcome.errors[1].message.contains("previous event's t 5 (line 2)"))
}
