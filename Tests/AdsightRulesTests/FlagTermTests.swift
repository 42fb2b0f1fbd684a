import AdsightModel
import AdsightSession
import Testing
@testable import AdsightRules

/// A `never`/`always` rule whose conditions are flag terms is judged in its common visits on
/// the ad's `FlagWord` (`FlagTerm`): a term holds exactly when its condition's `Test` does,
/// for every ad at every step of sessions moving ads through their states, and the conditions
/// of other shapes have no term.
struct FlagTermTests {
    /// Conditions with a term (true) or without (false).
    static let conditions: [(String, Bool)] = [
        ("visible", true), ("not visible", true), ("visible and not loaded", true), ("loaded and everLoaded", true),
        ("inViewController == true", true), ("inViewController == false", true), ("inViewController != true", true),
        ("inViewController != false", true), ("inViewController == nil", true), ("inViewController != nil", true),
        ("frame != nil", true), ("frame != nil and hidden", true), ("frameIsBuiltinSize", true), ("not frameIsBuiltinSize", true),
        ("frameIsBuiltinSize == false", true), ("sizeMatchesOrientation != true", true), ("sizeMatchesOrientation == nil", true),
        ("obscured and visible", true), ("hostViewSizeOK != nil and not hostViewSizeOK", true),
        ("paused", true), ("not background and hostOnScreen", true), ("released == true", true),
        ("actionInProgress and not unloaded", true), ("inViewHierarchy and not hidden", true),
        ("currentContentSizeIdentifier != nil and requiredContentSizeIdentifiers != nil", true),
        ("requiredOrientations == nil", true), ("visible and hidden == false", true),
        ("not (visible and loaded)", false), ("visible or loaded", false), ("visible and not visible", false),
        (#"presentation == "modeless" and inViewHierarchy"#, false), ("currentContentSizeIdentifier in requiredContentSizeIdentifiers", false),
        ("delegate == nil", false), ("presentCount > 0", false), ("not (frame == nil)", true),
    ]

    /// Sessions moving ads through loaded/visible/hidden/in a view controller or not/framed/
    /// obscured/released, on both kinds, with app pauses and rotations.
    static let sessions: [Session] = {
        let iPad = #"{"adsession": 1, "id": "x", "device": {"family": "iPad"}, "os": "4.3"}"#
        let bodies: [[String]] = cases.map(\.events) + [
            bannerOnScreen() + [ev(0.5, "bannerViewDidLoadAd:"), ev(1, "setHidden:", #""hidden": true"#),
                                 ev(1.5, "setHidden:", #""hidden": false"#), ev(2, "setFrame:", #""frame": [0, 0, 100, 10]"#),
                                 #"{"t": 2.5, "event": "view.frame", "view": "cover", "frame": [0, 0, 320, 80], "z": 1}"#,
                                 app(3, "app.pause"), app(3.2, "applicationDidEnterBackground:"),
                                 app(3.3, "applicationWillEnterForeground:"), ev(3.5, "bannerView:didFailToReceiveAdWithError:", failError),
                                 #"{"t": 4, "event": "willRotateToInterfaceOrientation:duration:", "to": "landscapeLeft", "duration": 0.3}"#,
                                 ev(4.5, "bannerViewActionShouldBegin:willLeaveApplication:", #""willLeave": false, "returned": true"#),
                                 ev(5, "view.remove"), ev(5.5, "release")],
            [ev(0, "init", #""class": "ADInterstitialAd""#), ev(1, "interstitialAdDidLoad:"), ev(2, "presentInView:", #""frame": [0, 0, 768, 1024], "inViewController": false"#),
             ev(3, "interstitialAdDidUnload:"), ev(4, "release")],
        ]
        return bodies.flatMap { body in
            [iPhone, iPad].map { SessionDecoding.decode(([$0] + body).joined(separator: "\n")).session! }
        }
    }()

    @Test(arguments: conditions)
    func aTermHoldsExactlyWhenItsTestDoes(_ condition: String, _ hasTerm: Bool) throws {
        let program = try RuleProgram.parse("for each ad\nnever \(condition)\nreport \"x\"")
        let test = try #require(RuleCode(program.rules[0]).test)
        let term = FlagTerm.of(test)
        #expect((term != nil) == hasTerm)
        guard let term else { return }
        var decided = Set<Bool>(), judged = 0
        for session in Self.sessions {
            var replayer = Replayer(header: session.header)
            Replay.forEachGroup(session.events) { group in
                let step = replayer.apply(group)
                for a in step.state.ads.indices {
                    var ctx = EvalContext(header: session.header, state: step.state)
                    ctx.adIndex = a
                    let fast = term.holds(FlagWord.of(&ctx, states: term.states))
                    #expect(fast == test.holds(in: &ctx), "\(condition) for \(step.state.ads[a].name) at \(step.t)")
                    // Worked out in parts (another rule's states first), the word gives the same answer.
                    ctx.flagStates = 0
                    _ = ctx.flagWord(StateName.paused.bit)
                    #expect(term.holds(ctx.flagWord(term.states)) == fast)
                    decided.insert(fast)
                    judged += 1
                }
            }
        }
        #expect(judged > 100)
        if !["paused", "requiredOrientations == nil"].contains(condition) {
            #expect(decided == [false, true], "the sessions make \(condition) both true and false")
        }
    }

    /// Every bit of the word is its state's `flag` (true, false) or `isNil`, for every state
    /// (those without such a bit have none set), for every ad and the session scope at every
    /// step, worked out for one state at a time and for all at once.
    @Test func everyBitReadsItsState() throws {
        let all = StateName.allCases.reduce(UInt64(0)) { $0 | $1.bit }
        var checked = 0
        for session in Self.sessions {
            var replayer = Replayer(header: session.header)
            Replay.forEachGroup(session.events) { group in
                let step = replayer.apply(group)
                for a in [-1] + Array(step.state.ads.indices) {
                    var ctx = EvalContext(header: session.header, state: step.state)
                    ctx.adIndex = a
                    let whole = FlagWord.of(&ctx, states: all)
                    for s in StateName.allCases {
                        let one = FlagWord.of(&ctx, states: s.bit)
                        let flag = s.flag(&ctx), isNil = s.isNil(&ctx)
                        for w in [one, whole] {
                            // A state with no true/false bit is never a boolean (no term reads it).
                            if let t = FlagWord.isTrue(s) { #expect((w & t != 0) == (flag == true), "\(s) \(a)") } else { #expect(flag == nil) }
                            if let f = FlagWord.isFalse(s) { #expect((w & f != 0) == (flag == false), "\(s) \(a)") }
                            if let n = FlagWord.isNil(s) { #expect((w & n != 0) == isNil, "\(s) \(a)") }
                        }
                        let own = (FlagWord.isTrue(s) ?? 0) | (FlagWord.isFalse(s) ?? 0) | (FlagWord.isNil(s) ?? 0)
                        #expect(one & ~own == 0, "\(s): bits of other states set")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1000)
    }

    /// The catalogue's banner visibility rules are judged by flags; rules reading strings or
    /// lists are not.
    @Test func catalogueRulesJudgedByFlags() throws {
        func byFlags(_ id: String) throws -> Bool {
            let check = try #require(catalogueChecks.first { $0.id == id }).check
            return try RuleProgram.parse(check).rules.contains { RuleCode($0).judgedByFlags }
        }
        for id in ["banner-never-empty", "banner-frame-is-builtin-size", "banner-in-view-controller", "banner-not-obscured",
                   "banner-size-matches-orientation"] {
            #expect(try byFlags(id), "\(id)")
        }
        for id in ["banner-current-in-required", "interstitial-host-view-size", "ad-delegate-cleared-before-release"] {
            #expect(try !byFlags(id), "\(id)")
        }
    }
}

/// A grace event in a step where the rule is not bad (judged by flags) still opens the grace
/// window: a banner failing while hidden, then shown empty within the 0.5 s, passes when
/// hidden again in time and fails, at the event that showed it, when not.
@Test(arguments: [(1.4, nil), (1.5, nil), (1.6, 1.2), (3, 1.2)] as [(Double, Double?)])
func graceFromAStepThatWasNotBad(hiddenAgainAt: Double, breachAt: Double?) throws {
    let lines = [#"{"t": 0, "event": "initWithFrame:", "ad": "b", "class": "ADBannerView", "frame": [0, 430, 320, 50]}"#,
                 ev(0, "setHidden:", #""hidden": true"#), ev(0, "view.add", #""inViewController": true"#),
                 ev(1, fail, failError), ev(1.2, "setHidden:", #""hidden": false"#),
                 ev(hiddenAgainAt, "setHidden:", #""hidden": true"#)]
    let result = try judge("banner-never-empty", lines)
    #expect(result.status == (breachAt == nil ? .pass : .fail), "\(result.evidence)")
    #expect(result.evidence.map(\.t) == (breachAt.map { [$0] } ?? []))
    #expect(result.evidence.map(\.line) == (breachAt == nil ? [] : [6]))
}
