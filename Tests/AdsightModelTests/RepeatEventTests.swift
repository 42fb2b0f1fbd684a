import AdsightSession
import Testing
@testable import AdsightModel

/// The replayer neither records nor applies an ad event that would change nothing
/// (`AdState.ignores`): for every event it skips, applying it anyway must be accepted and
/// leave the ad the same, bit for bit; repeats that only look equal (-0 for 0, a canonically
/// equivalent identifier spelled with other bytes) are applied.
@Suite struct RepeatEventTests {
    static let f = DeviceFamily.iPhone
    static let portrait = ContentSizeIdentifier("ADBannerContentSizeIdentifier" + ["Portrait"].joined())  // not a literal
    static let portrais = ContentSizeIdentifier("ADBannerContentSizeIdentifier" + ["Portrais"].joined())
    static let host = F.r(0, 0, 320, 480)

    /// (events, how many the replayer must skip, how many look like repeats but must be applied)
    static let sessions: [(String, [E], Int, Int)] = [
        ("banner repeats", [
            E(0, "a", .initBanner(frame: F.bottomBanner(f))), E(1, "a", .setDelegate(true)), E(2, "a", .setDelegate(true)),
            E(3, "a", .bannerViewDidLoadAd), E(4, "a", .bannerViewDidLoadAd),
            E(5, "a", .setFrame(F.bottomBanner(f), z: nil)), E(6, "a", .setFrame(F.bottomBanner(f), z: 0)),
            E(7, "a", .setFrame(F.r(-0.0, 430, 320, 50), z: nil)), E(8, "a", .setFrame(F.bottomBanner(f), z: nil)),
            E(9, "a", .setCurrentContentSizeIdentifier(.portrait)), E(10, "a", .setCurrentContentSizeIdentifier(.portrait)),
            E(11, "a", .setCurrentContentSizeIdentifier(portrait)),
            // As long, the last byte other (compared 8 bytes at a time): applied, then portrait again.
            E(11.5, "a", .setCurrentContentSizeIdentifier(portrais)), E(11.7, "a", .setCurrentContentSizeIdentifier(portrait)),
            E(12, "a", .setFrame(F.r(0, 430, 300, 50), z: nil)), E(13, "a", .setCurrentContentSizeIdentifier(.portrait)),
            E(14, "a", .setCurrentContentSizeIdentifier(ContentSizeIdentifier("caf\u{E9}"))),
            E(15, "a", .setCurrentContentSizeIdentifier(ContentSizeIdentifier("cafe\u{301}"))),
            E(16, "a", .bannerDidFail(AdError(code: "ADErrorServerFailure"))), E(17, "a", .bannerViewDidLoadAd),
            E(18, "a", .setDelegate(false)),
        ], 6, 3),
        ("taps on a live banner and a shown full-screen ad", [
            E(0, "a", .initBanner(frame: F.bottomBanner(f))), E(1, "a", .userTap), E(2, "a", .bannerViewDidLoadAd),
            E(3, "a", .userTap), E(4, "i", .initInterstitial), E(5, "i", .interstitialDidLoad),
            E(6, "i", .presentFromViewController), E(7, "i", .userTap),
        ], 3, 0),
        ("full-screen ad shown in a view", [
            E(0, "i", .initInterstitial), E(1, "i", .interstitialDidLoad),
            E(2, "i", .presentInView(frame: host, inViewController: true)), E(3, "i", .setFrame(host, z: nil)),
            E(4, "i", .setFrame(F.r(0, 0, 320, 460), z: nil)),
        ], 1, 0),
    ]

    @Test(arguments: sessions.map(\.0))
    func skippedEventsChangeNothing(name: String) {
        let (_, events, skips, applied) = Self.sessions.first { $0.0 == name }!
        let session = SessionBuilder.session(Self.f, events)
        var replayer = Replayer(header: session.header)
        var skipped = 0, lookAlikes = 0
        for group in Replay.groups(session.events) {
            let state = replayer.state
            for e in group {
                guard let name = e.ad, let ad = state[ad: name] else { continue }
                let ignored = withUnsafePointer(to: e) { ep in
                    withUnsafePointer(to: ad) { AdState.ignores(ep, EventCode(ep.pointee.kind), at: $0, device: state.device) }
                }
                var copy = ad
                let outcome = withUnsafePointer(to: e) { copy.apply($0, device: state.device) }
                let same = copy == ad && String(describing: copy) == String(describing: ad)
                if ignored {
                    skipped += 1
                    #expect(same, "line \(e.line) skipped but changes the ad")
                    #expect(outcome == .accepted, "line \(e.line) skipped but not accepted")
                } else if copy == ad {
                    lookAlikes += 1  // equal by ==, but not the same bits: must be applied
                }
            }
            _ = replayer.apply(group)
        }
        #expect(skipped == skips)
        #expect(lookAlikes == applied)
    }
}
