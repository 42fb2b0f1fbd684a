import AdsightSession
import Testing
@testable import AdsightModel

/// The replayer copies only what a group changes: every step's `before` must still be the
/// previous step's state exactly, and every ad's derived facts as fresh as a full recomputation.
@Suite struct IncrementalReplayTests {
    static let f = DeviceFamily.iPhone

    static let sessions: [(String, [E])] = [
        ("two banners, one rotates away and back", [
            E(0, "a", .initBanner(frame: F.bottomBanner(f))), E(0, "a", .viewAdd(inViewController: true)),
            E(0, "b", .initBanner(frame: F.bottomBanner(f))),
            E(1, "a", .bannerViewDidLoadAd), E(2, nil, .willRotate(to: .landscapeLeft, duration: 0.3)),
            E(3, "b", .viewAdd(inViewController: true)), E(4, nil, .willRotate(to: .portrait, duration: 0.3)),
            E(4.5, nil, .viewFrame(view: "cover", frame: F.r(0, 400, 320, 80), z: 1)),
            E(5, "a", .release), E(6, "a", .initBanner(frame: F.bottomBanner(f))),
        ]),
        ("references replaced within a group", referencesReplaced),
        ("app views added, moved twice, moved back, set again, -0", [
            E(0, "a", .initBanner(frame: F.bottomBanner(f))), E(0, "a", .viewAdd(inViewController: true)),
            E(1, nil, .viewFrame(view: "v1", frame: F.r(0, 0, 10, 10), z: nil)),
            E(1, nil, .viewFrame(view: "v2", frame: F.r(0, 440, 10, 10), z: 2)),
            E(2, nil, .viewFrame(view: "v1", frame: F.r(0, 420, 50, 50), z: nil)),
            E(2, nil, .viewFrame(view: "v1", frame: F.r(0, 425, 50, 50), z: 3)),
            E(2, nil, .viewFrame(view: "v3", frame: F.r(0, 0, 1, 1), z: nil)),
            E(2, nil, .viewFrame(view: "v3", frame: F.r(0, 430, 1, 1), z: nil)),
            E(3, nil, .viewFrame(view: "v2", frame: F.r(0, 440, 10, 10), z: 2)),
            E(3, nil, .viewFrame(view: "v2", frame: F.r(-0.0, 440, 10, 10), z: -0.0)),
            E(4, nil, .viewFrame(view: "v1", frame: F.r(0, 0, 10, 10), z: 0)),
            E(4, nil, .viewFrame(view: "v1", frame: F.r(0, 420, 50, 50), z: 3)),
            E(5, nil, .viewFrame(view: "v3", frame: F.r(0, 0, 1, 1), z: nil)), E(5, "a", .setHidden(true)),
        ]),
    ]

    /// A group replacing what an ad holds by reference after its first change in the group
    /// (the replayer's change record keeps bitwise copies of the previous values: these
    /// references must outlive the group's loan). The texts are made at run time, long enough
    /// to live on the heap (a literal is never freed, so a lost reference would go unseen).
    static var referencesReplaced: [E] {
        func text(_ s: String) -> String { s + String(repeating: "-", count: 24) + String(s.count) }
        let a = text("banner"), b = text("other"), i = text("interstitial"), j = text("unloading"), k = text("reloading")
        let identifier = ContentSizeIdentifier(text("ADBannerContentSizeIdentifierCustom"))
        return [
            E(0, a, .initBanner(frame: F.bottomBanner(f))), E(0, a, .viewAdd(inViewController: true)),
            E(0, i, .initInterstitial),
            E(1, a, .setDelegate(true)), E(1, a, .bannerDidFail(AdError(code: text("ADErrorOne"), message: text("first")))),
            E(2, a, .setHidden(false)), E(2, a, .bannerDidFail(AdError(code: text("ADErrorTwo"), message: text("second")))),
            E(2, a, .bannerViewDidLoadAd), E(2, a, .setCurrentContentSizeIdentifier(identifier)),
            E(2, a, .setRequiredContentSizeIdentifiers([identifier, ContentSizeIdentifier(text("Another"))])),
            E(3, nil, .viewFrame(view: text("cover"), frame: F.r(0, 400, 320, 80), z: 1)),
            E(4, a, .setFrame(F.r(0, 420, 320, 50), z: nil)),
            E(4, nil, .viewFrame(view: text("cover"), frame: F.r(0, 410, 320, 80), z: 2)),
            E(5, a, .bannerDidFail(AdError(code: text("ADErrorThree")))), E(5, b, .initBanner(frame: F.bottomBanner(f))),
            E(5, a, .release), E(5, a, .initBanner(frame: F.bottomBanner(f))),
            E(6, a, .setDelegate(true)), E(6, a, .initBanner(frame: F.offscreenBanner(f))),
            E(7, i, .interstitialDidFail(AdError(code: text("ADErrorFour")))), E(7, i, .interstitialDidLoad),
            E(8, i, .setDelegate(true)), E(8, i, .interstitialDidUnload),
            // The first reference replaced in a group: content size identifiers (the first
            // set replaces the shared initial facts, the second replaces the first's).
            E(9, a, .setHidden(true)), E(9, a, .setCurrentContentSizeIdentifier(identifier)),
            E(10, a, .setHidden(false)), E(10, a, .setRequiredContentSizeIdentifiers([ContentSizeIdentifier(text("Third"))])),
            // A load or unload replacing content that failed in an earlier group.
            E(11, a, .bannerDidFail(AdError(code: text("ADErrorFive")))),
            E(11, j, .initInterstitial), E(11, k, .initInterstitial),
            E(12, a, .setHidden(true)), E(12, a, .bannerViewDidLoadAd), E(12, j, .interstitialDidLoad),
            E(13, j, .interstitialDidFail(AdError(code: text("ADErrorSix")))),
            E(13, k, .interstitialDidFail(AdError(code: text("ADErrorSeven")))),
            E(14, j, .setDelegate(true)), E(14, j, .interstitialDidUnload),
            E(14, k, .setDelegate(true)), E(14, k, .interstitialDidLoad),
            // A current identifier and a last failure the ad holds (not the shared initial
            // nil) replaced by others: the ad keeps them itself, not in its rare facts.
            E(15, a, .setHidden(false)), E(15, a, .setCurrentContentSizeIdentifier(ContentSizeIdentifier(text("ADBannerContentSizeIdentifierOther")))),
            E(16, a, .bannerDidFail(AdError(code: text("ADErrorEight"), message: text("eighth")))),
            E(17, a, .setCurrentContentSizeIdentifier(.landscape)), E(17, a, .bannerViewDidLoadAd),
        ]
    }

    /// A state's values as printed (-0 apart from 0, unlike ==), the name index left out (a
    /// dictionary prints in no fixed order).
    static func printed(_ s: ModelState) -> String { "\(s.t) \(s.app) \(s.ads)" }

    @Test func stepsKeepTheirBeforeStateAndFreshDerivedFacts() {
        var checked = 0
        for session in [FixtureSessions.banner] + Self.sessions.map({ SessionBuilder.session(Self.f, $0.1) }) {
            var r = Replayer(header: session.header)
            var previous = r.state
            for group in Replay.groups(session.events) {
                let step = r.apply(group)
                #expect(step.before == previous)
                // Bit for bit too (== takes -0 for 0, which prints differently).
                #expect(Self.printed(step.before) == Self.printed(previous))
                #expect(r.derivedFactsAreCurrent)
                previous = step.state
                checked += 1
            }
        }
        #expect(checked > 10)
    }

    /// `advance` lends, step by step, what `apply` returns: the same state after the group,
    /// the same state before it, the same changed and created ads and the same findings.
    @Test func lentStepsEqualAppliedSteps() {
        var compared = 0
        for session in [FixtureSessions.banner] + Self.sessions.map({ SessionBuilder.session(Self.f, $0.1) }) {
            var applying = Replayer(header: session.header)
            var lending = Replayer(header: session.header)
            // Lists of indices kept past their loan stay as they were (the lender refills its list).
            var keptIndices: [[Int]] = [], expectedIndices: [[Int]] = []
            defer { #expect(keptIndices == expectedIndices) }
            for group in Replay.groups(session.events) {
                let step = applying.apply(group)
                lending.advance(group) { lent in
                    #expect(lent.t == step.t)
                    #expect(lent.events.map(\.line) == step.lines)
                    #expect(lent.state == step.state)
                    #expect(lent.before == step.before)
                    #expect(Self.printed(lent.before) == Self.printed(step.before))
                    #expect(lent.findings.map(\.message) == step.findings.map(\.message))
                    let changed = lent.withChangedAds { indices, before, created in (indices, Array(before), created) }
                    let expected = step.withChangedAds { indices, before, created in (indices, Array(before), created) }
                    #expect(changed.0 == expected.0 && changed.1 == expected.1 && changed.2 == expected.2)
                    keptIndices.append(changed.0); expectedIndices.append(expected.0)
                    step.lend { #expect($0.state == lent.state && $0.before == lent.before) }
                    compared += 1
                }
            }
        }
        #expect(compared > 10)
    }

    /// A replayer is a value: a copy made between groups goes on apart from the original
    /// (they share the memory of their change record's borrowed copies until one goes on),
    /// each lending what a replayer of its own lends, even while the other's step is lent.
    @Test func copiesOfAReplayerGoOnApart() {
        let session = SessionBuilder.session(Self.f, Self.referencesReplaced)
        let groups = Replay.groups(session.events)
        var expected: [String] = []
        var fresh = Replayer(header: session.header)
        for group in groups { fresh.advance(group) { expected.append(Self.printed($0.before) + Self.printed($0.state)) } }
        for split in [1, 3, groups.count - 2] {
            var original = Replayer(header: session.header)
            for group in groups[..<split] { original.advance(group) { _ in } }
            var copy = original
            var seenByCopy: [String] = [], seenByOriginal: [String] = []
            for j in split..<groups.count {
                copy.advance(groups[j]) { lent in
                    // The original, a group ahead, goes on during the copy's loan: the copy's
                    // record must stay its own.
                    if j + 1 < groups.count {
                        if j == split { original.advance(groups[j]) { seenByOriginal.append(Self.printed($0.before) + Self.printed($0.state)) } }
                        original.advance(groups[j + 1]) { seenByOriginal.append(Self.printed($0.before) + Self.printed($0.state)) }
                    }
                    seenByCopy.append(Self.printed(lent.before) + Self.printed(lent.state))
                }
            }
            #expect(seenByCopy == Array(expected[split...]))
            #expect(seenByOriginal == Array(expected[split...]))
        }
    }

    /// `withChangedAdsInPlace` (read through buffers, for the monitor) lists what
    /// `withChangedAds` gives, for a lent step and for a step made from a whole
    /// `before` state (every kept ad listed).
    @Test func inPlaceChangedAdsEqualWithChangedAds() {
        var compared = 0
        for session in [FixtureSessions.banner] + Self.sessions.map({ SessionBuilder.session(Self.f, $0.1) }) {
            var lending = Replayer(header: session.header)
            var previous = lending.state
            for group in Replay.groups(session.events) {
                lending.advance(group) { lent in
                    let whole = Step(t: lent.t, events: lent.events, before: previous, state: lent.state, findings: lent.findings)
                    for step in [lent.step, whole] {
                        step.lend { s in
                            s.withChangedAdsInPlace { ads in
                                let inPlace = (0..<ads.count).map { ads.index($0) }
                                let expected = s.withChangedAds { indices, before, created in (indices, Array(before), created) }
                                #expect(inPlace == expected.0 && Array(ads.before) == expected.1 && ads.created == expected.2)
                                #expect(Array(ads.after) == s.state.ads)
                            }
                        }
                    }
                    previous = lent.state
                    compared += 1
                }
            }
        }
        #expect(compared > 10)
    }

    /// An ad that no view covers stores no list of obscuring views (a list of none would be a
    /// reference to copy with the ad); covered, it lists them; uncovered again, none.
    @Test func obscuringViewsComeAndGo() {
        let session = SessionBuilder.session(Self.f, Self.sessions[0].1)
        var r = Replayer(header: session.header)
        var seen: [Int] = []
        for group in Replay.groups(session.events) {
            _ = r.apply(group)
            if let a = r.state[ad: "a"] {
                #expect(a.obscured == !a.obscuredBy.isEmpty)
                #expect((a.obscuring == nil) == a.obscuredBy.isEmpty)
                seen.append(a.obscuredBy.count)
            }
        }
        #expect(seen.contains(0) && seen.contains { $0 > 0 })
        #expect(unsafeBitCast([ObscuringView]?.none, to: UInt.self) == 0)  // what `DerivedFacts` reads for "none"
    }
}
