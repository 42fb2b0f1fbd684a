import AdsightSession
import Testing
@testable import AdsightModel

/// The meter finds again only the moments that may have changed (`ExposureMeter.observe`):
/// cases at the edge of what it skips, each compared with finding every moment at every
/// step, read off lent steps and off whole ones.
@Suite struct ExposureEdgeTests {
    static let f = DeviceFamily.iPhone
    static let error = AdError(code: "ADErrorServerFailure")

    static let sessions: [(String, [E])] = [
        ("pauses, turns within one axis, loads repeated while loaded, failures in an action", [
            E(0, "a", .initBanner(frame: F.bottomBanner(f))), E(0, "a", .viewAdd(inViewController: true)),
            E(1, "a", .bannerViewDidLoadAd), E(1.5, nil, .pause(what: nil)), E(2, "a", .bannerViewDidLoadAd),
            E(2.2, nil, .resume(what: nil)), E(2.5, "a", .bannerActionShouldBegin(willLeave: false, returned: true)),
            E(3, "a", .bannerDidFail(error)), E(3.2, "a", .bannerDidFail(error)), E(3.4, "a", .bannerViewDidLoadAd),
            E(3.4, "a", .bannerViewDidLoadAd), E(4.9, "a", .bannerViewDidLoadAd), E(5, "a", .bannerActionDidFinish),
            E(5, nil, .willRotate(to: .landscapeLeft, duration: 0.3)), E(6, nil, .willRotate(to: .landscapeRight, duration: 0.3)),
            E(6.5, nil, .deviceOrientation(to: .portrait)), E(8, "a", .bannerViewDidLoadAd), E(8.1, "a", .readBannerLoaded(true)),
            E(9.5, "a", .setDelegate(true)), E(10, "a", .release), E(10, "a", .bannerViewDidLoadAd),
            E(11, "a", .initBanner(frame: F.bottomBanner(f))), E(11, "a", .bannerViewDidLoadAd),
        ]),
        ("views cover, move away and come back; hidden, removed, off the screen", [
            E(0, "a", .initBanner(frame: F.bottomBanner(f))), E(0, "a", .viewAdd(inViewController: true)),
            E(0, "b", .initBanner(frame: F.r(0, 0, 320, 50))), E(0.5, "b", .viewAdd(inViewController: false)),
            E(1, "a", .bannerViewDidLoadAd), E(1, "b", .bannerViewDidLoadAd),
            E(2, nil, .viewFrame(view: "sheet", frame: F.r(0, 400, 320, 60), z: 1)),
            E(3, nil, .viewFrame(view: "bar", frame: F.r(0, 455, 160, 25), z: 2)),
            E(4, nil, .viewFrame(view: "sheet", frame: F.r(0, 0, 10, 10), z: 1)),
            E(4.5, nil, .viewFrame(view: "bar", frame: F.r(0, 455, 160, 25), z: 2)),
            E(5, "a", .setHidden(true)), E(5.5, nil, .viewFrame(view: "sheet", frame: F.r(0, 430, 320, 50), z: 1)),
            E(6, "a", .setHidden(false)), E(6.5, "b", .setFrame(F.r(0, -60, 320, 50), z: nil)),
            E(7, "a", .viewRemove), E(7.5, nil, .viewWillDisappear), E(8, "a", .viewAdd(inViewController: true)),
            E(8.5, nil, .viewWillAppear), E(9, nil, .didEnterBackground), E(10, nil, .willEnterForeground),
            E(11, "a", .setFrame(F.r(0, 430, 320, 50), z: 3)), E(12, "b", .bannerDidFail(error)),
        ]),
        ("full-screen ads: modal, failed while presented, presented again, modeless, unloaded", [
            E(0, "i", .initInterstitial), E(1, "i", .interstitialDidLoad), E(2, "i", .presentFromViewController),
            E(3, "i", .interstitialDidFail(error)), E(3.5, "i", .presentFromViewController), E(4, "i", .userDismiss),
            E(5, "j", .initInterstitial), E(5.5, "j", .interstitialDidLoad),
            E(6, "j", .presentInView(frame: F.r(0, 0, 320, 400), inViewController: true)),
            E(6.5, nil, .viewFrame(view: "hud", frame: F.r(0, 0, 320, 100), z: 5)), E(7, nil, .pause(what: "menu")),
            E(7.5, "j", .interstitialActionShouldBegin(willLeave: false, returned: true)), E(8, "j", .interstitialActionDidFinish),
            E(9, "j", .interstitialDidUnload), E(9.5, "j", .presentInView(frame: F.r(0, 0, 320, 400), inViewController: true)),
            E(10, "i", .release), E(10, "i", .initInterstitial), E(10.5, "i", .presentFromViewController),
            E(11, "i", .interstitialDidLoad), E(12, nil, .resume(what: "menu")),
        ]),
    ]

    @Test(arguments: sessions.map(\.0))
    func changedOnlyMeteringMatchesTheReference(_ label: String) throws {
        let events = try #require(Self.sessions.first { $0.0 == label }).1
        let session = SessionBuilder.session(Self.f, events)
        let reference = Exposure.of(session, recordingSpans: true, recomputingAll: true)
        #expect(Exposure.of(session, recordingSpans: true, recomputingAll: false) == reference)
        #expect(Exposure.ofSteps(session, recordingSpans: true) == reference)
        #expect(reference.contains { $0.served > 0 })
    }
}
