import AdsightSession
import Testing
@testable import AdsightModel

/// After a group, the replayer recomputes derived facts only where they may have changed:
/// an ad the group changed unless its value before holds the same inputs and facts
/// (`AdState.sameDerivedInputs`), an ad it did not change only when the app changed in what
/// that ad's facts read (`AppChange`). Each row makes one of those inputs the only change of
/// a group; every ad's facts must then be what a full recomputation gives, replayed by
/// `apply` and by `advance`.
@Suite struct DerivedFactsShortcutTests {
    static let f = DeviceFamily.iPhone
    static let bottom = F.bottomBanner(f)
    static let cover = F.r(0, 400, 320, 80)

    /// A banner in a view hierarchy under an app view, then one change per group.
    static func banner(_ changes: [E]) -> [E] {
        [E(0, "a", .initBanner(frame: bottom)), E(0, "a", .viewAdd(inViewController: true)),
         E(0, nil, .viewFrame(view: "cover", frame: cover, z: 1)), E(0.5, "a", .bannerViewDidLoadAd)] + changes
    }

    static let sessions: [(String, [E])] = [
        ("only z turns the cover from above to below", banner([E(1, "a", .setFrame(bottom, z: 2)), E(2, "a", .setFrame(bottom, z: 1))])),
        ("only the frame moves out from under the cover and off screen", banner([
            E(1, "a", .setFrame(F.r(0, 0, 320, 50), z: nil)), E(2, "a", .setFrame(F.offscreenBanner(f), z: nil)),
            E(3, "a", .setFrame(F.r(-0.0, 0, 320, 50), z: nil))])),
        ("only hidden", banner([E(1, "a", .setHidden(true)), E(2, "a", .setHidden(false))])),
        ("only the view hierarchy", banner([E(1, "a", .viewRemove), E(2, "a", .viewAdd(inViewController: false))])),
        ("only the content size identifier's axis", banner([
            E(1, "a", .setCurrentContentSizeIdentifier(.landscape)), E(2, "a", .setFrame(bottom, z: nil)),
            E(3, "a", .setCurrentContentSizeIdentifier(.portrait))])),
        ("only the release", banner([E(1, "a", .setDelegate(false)), E(1, "a", .release)])),
        ("re-created with the same frame", banner([E(1, "a", .initBanner(frame: bottom)), E(2, "a", .initBanner(frame: bottom))])),
        ("a change no fact reads, then the app changes", banner([
            E(1, "a", .setDelegate(true)), E(2, "a", .readBannerLoaded(true)), E(3, nil, .viewWillDisappear),
            E(4, nil, .viewWillAppear), E(5, nil, .didEnterBackground), E(6, nil, .willEnterForeground)])),
        ("full-screen ads: presentation, dismissal, unload, host view", [
            E(0, "i", .initInterstitial), E(1, "i", .interstitialDidLoad), E(2, "i", .presentFromViewController),
            E(3, "i", .userDismiss), E(4, "i", .interstitialDidUnload), E(5, "j", .initInterstitial),
            E(6, "j", .interstitialDidLoad), E(7, "j", .presentInView(frame: F.r(0, 0, 320, 480), inViewController: true)),
            E(8, "j", .setFrame(F.r(0, 0, 320, 300), z: nil)), E(9, nil, .willRotate(to: .landscapeLeft, duration: 0.3)),
            E(10, nil, .viewFrame(view: "cover", frame: cover, z: 1)), E(11, nil, .didEnterBackground),
        ]),
        ("released ads while the app rotates, hides and moves its views", [
            E(0, "a", .initBanner(frame: bottom)), E(0, "a", .viewAdd(inViewController: true)),
            E(0, "b", .initBanner(frame: bottom)), E(0, "i", .initInterstitial),
            E(0.5, "i", .presentInView(frame: F.r(0, 0, 320, 480), inViewController: false)),
            E(1, "a", .release), E(1, "i", .release),
            E(2, nil, .viewFrame(view: "cover", frame: cover, z: 1)), E(3, nil, .viewWillDisappear),
            E(4, nil, .deviceOrientation(to: .landscapeRight)), E(5, nil, .viewWillAppear),
            E(6, nil, .viewFrame(view: "cover", frame: F.r(0, 0, 10, 10), z: nil)),
            E(7, nil, .willRotate(to: .portrait, duration: 0.3)), E(8, "b", .viewAdd(inViewController: true)),
            E(9, nil, .viewFrame(view: "cover", frame: cover, z: nil)),
        ]),
        ("a view moves over a hidden banner, which is then shown (review7b F1)", [
            E(0, "a", .initBanner(frame: bottom)), E(0, "a", .viewAdd(inViewController: true)),
            E(1, "a", .setHidden(true)), E(2, nil, .viewFrame(view: "cover", frame: cover, z: 1)),
            E(3, "a", .setHidden(false)),
        ]),
        ("views move over an ad out of any hierarchy, then over one in it with no frame change", [
            E(0, "a", .initBanner(frame: bottom)), E(1, nil, .viewFrame(view: "cover", frame: cover, z: 1)),
            E(2, "a", .viewAdd(inViewController: true)), E(3, nil, .viewFrame(view: "cover", frame: F.r(0, 0, 5, 5), z: 1)),
            E(4, nil, .viewFrame(view: "cover", frame: cover, z: 0)),
        ]),
    ]

    @Test(arguments: sessions)
    func derivedFactsStayCurrent(_ name: String, _ events: [E]) {
        let session = SessionBuilder.session(Self.f, events)
        var applying = Replayer(header: session.header)
        var lending = Replayer(header: session.header)
        var groups = 0
        for group in Replay.groups(session.events) {
            let step = applying.apply(group)
            #expect(applying.derivedFactsAreCurrent, "\(name), t = \(step.t)")
            lending.advance(group) { lent in
                #expect(lent.state == step.state)
                #expect(lent.before == step.before)
            }
            #expect(lending.derivedFactsAreCurrent, "\(name), t = \(step.t)")
            groups += 1
        }
        #expect(groups == Set(events.map(\.t)).count)
    }
}
