import AdsightSession
import Testing
@testable import AdsightRules

/// Re-creating an ad under its name ends the old object, whatever kind the new one is: a bad
/// stretch of one of the old kind's `never`/`always` rules ends at that step, reported or not
/// by the stretch's own grace window, as when the name is re-created as the same kind (the old
/// kind's rules do not judge the new object). Before, a re-creation as the other kind left the
/// stretch open until the session's end, where `finish` reported it although the re-creation
/// came inside its grace window (review8b: /tmp/review8b/kc/c.jsonl). And the new object is
/// judged afresh by its kind's rules, whose instances last judged an older object of the name:
/// before, they compared it with the other kind's object it replaced and missed a breach when
/// the states they read were the same in both.
struct RecreatedKindCase: Sendable, CustomStringConvertible {
    var name: String
    var rule: String
    var events: [String]
    var header: String
    var status: RuleStatus
    /// (t, line) of each evidence, in order.
    var evidence: [RecreatedKindEvidence] = []
    var description: String { name }
}

struct RecreatedKindEvidence: Sendable, Equatable, CustomStringConvertible {
    var t: Double
    var line: Int
    var description: String { "t=\(t) line \(line)" }
}

private func at(_ t: Double, line: Int) -> RecreatedKindEvidence { RecreatedKindEvidence(t: t, line: line) }

private let asBanner = #""class": "ADBannerView", "frame": [0, 430, 320, 50]"#
private let asInterstitial = #""class": "ADInterstitialAd""#

/// c.jsonl's shape: banner `b` added hidden (lines 2-5), fails at 1 (line 6: 0.5 s of grace),
/// is shown empty at `shown` (line 7), and line 8, at `t`, is `replacement`; the host leaves at 50.
private func emptyBanner(shown: Double = 1.1, failure: Bool = true, then t: Double, _ replacement: String,
                         _ extra: String = "") -> [String] {
    [app(0, "viewWillAppear:"), ev(0, "initWithFrame:", asBanner), ev(0, "setHidden:", #""hidden": true"#),
     ev(0, "view.add", #""inViewController": true"#),
     failure ? ev(1, fail, failError) : app(1, "app.transition"),
     ev(shown, "setHidden:", #""hidden": false"#), ev(t, replacement, extra), app(50, "viewWillDisappear:")]
}

/// The full-screen form: `b` loaded and presented modelessly in a host view filling the iPad
/// in portrait (lines 2-5), made the wrong size by a rotation at 1 (line 6: 0.5 s of grace), and
/// line 7, at `t`, is `replacement`. With `frame` not the portrait screen's, the host view is
/// wrong from the presentation (line 4) on, and there is no rotation (line 6 is `replacement`).
private func wrongHostView(frame: String = "[0, 0, 768, 1024]", then t: Double, _ replacement: String,
                           _ extra: String = "") -> [String] {
    let rotation = #"{"t": 1, "event": "willRotateToInterfaceOrientation:duration:", "to": "landscapeLeft", "duration": 0.3}"#
    return [ev(0, "init", asInterstitial), ev(0, "interstitialAdDidLoad:"),
            ev(0, "presentInView:", #""frame": \#(frame), "inViewController": true"#),
            ev(0, "view.add", #""inViewController": true"#)]
        + (frame == "[0, 0, 768, 1024]" ? [rotation] : [])
        + [ev(t, replacement, extra), app(50, "viewWillDisappear:")]
}

private let recreatedKindCases: [RecreatedKindCase] = [
    // banner → full-screen ad
    RecreatedKindCase(name: "banner re-created as a full-screen ad inside the grace window (c.jsonl)",
                      rule: "banner-never-empty", events: emptyBanner(then: 1.2, "init", asInterstitial),
                      header: iPhone, status: .pass),
    RecreatedKindCase(name: "banner re-created as a full-screen ad at the grace window's end",
                      rule: "banner-never-empty", events: emptyBanner(then: 1.5, "init", asInterstitial),
                      header: iPhone, status: .pass),
    RecreatedKindCase(name: "banner re-created as a full-screen ad after its stretch matured",
                      rule: "banner-never-empty", events: emptyBanner(then: 2, "init", asInterstitial),
                      header: iPhone, status: .fail, evidence: [at(1.1, line: 7)]),
    RecreatedKindCase(name: "banner with no grace re-created as a full-screen ad at its next step",
                      rule: "banner-never-empty", events: emptyBanner(failure: false, then: 1.2, "init", asInterstitial),
                      header: iPhone, status: .fail, evidence: [at(1.1, line: 7)]),
    RecreatedKindCase(name: "banner re-created as a full-screen ad, then as a banner again",
                      rule: "banner-never-empty",
                      events: emptyBanner(then: 1.2, "init", asInterstitial).dropLast() + [ev(3, "initWithFrame:", asBanner),
                                                                                          app(50, "viewWillDisappear:")],
                      header: iPhone, status: .pass),
    RecreatedKindCase(name: "banner's third life shown empty, its full-screen second life shown unloaded as well",
                      rule: "banner-never-empty",
                      events: [app(0, "viewWillAppear:"), ev(0, "initWithFrame:", asBanner),
                               ev(1, "init", asInterstitial), app(1, "app.transition"),
                               ev(1.5, "presentFromViewController:"),
                               ev(2, "initWithFrame:", asBanner), ev(2, "view.add", #""inViewController": true"#),
                               app(50, "viewWillDisappear:")],
                      header: iPad, status: .fail, evidence: [at(2, line: 8)]),
    RecreatedKindCase(name: "banner reported empty, re-created as a full-screen ad, then as a banner shown empty (review9 M1)",
                      rule: "banner-never-empty",
                      events: [app(0, "viewWillAppear:"), ev(0, "initWithFrame:", asBanner), ev(0, "view.add", #""inViewController": true"#),
                               ev(1, "setHidden:", #""hidden": false"#), ev(2, "init", asInterstitial),
                               ev(3, "initWithFrame:", asBanner), ev(3, "view.add", #""inViewController": true"#),
                               app(50, "viewWillDisappear:")],
                      header: iPhone, status: .fail, evidence: [at(0, line: 4), at(3, line: 8)]),
    // full-screen ad → banner
    RecreatedKindCase(name: "full-screen ad re-created as a banner inside the grace window",
                      rule: "interstitial-host-view-size", events: wrongHostView(then: 1.2, "initWithFrame:", asBanner),
                      header: iPad, status: .pass),
    RecreatedKindCase(name: "full-screen ad re-created as a banner after its stretch matured",
                      rule: "interstitial-host-view-size", events: wrongHostView(then: 2, "initWithFrame:", asBanner),
                      header: iPad, status: .fail, evidence: [at(1.0, line: 6)]),
    RecreatedKindCase(name: "full-screen ad with no grace re-created as a banner at its next step",
                      rule: "interstitial-host-view-size",
                      events: wrongHostView(frame: "[0, 0, 768, 500]", then: 0.5, "initWithFrame:", asBanner),
                      header: iPad, status: .fail, evidence: [at(0, line: 4)]),
    // the same kind, and a removal (as before)
    RecreatedKindCase(name: "banner re-created as a banner inside the grace window",
                      rule: "banner-never-empty", events: emptyBanner(then: 1.2, "initWithFrame:", asBanner),
                      header: iPhone, status: .pass),
    RecreatedKindCase(name: "banner re-created as a banner after its stretch matured",
                      rule: "banner-never-empty", events: emptyBanner(then: 2, "initWithFrame:", asBanner),
                      header: iPhone, status: .fail, evidence: [at(1.1, line: 7)]),
    RecreatedKindCase(name: "banner removed inside the grace window (d.jsonl)",
                      rule: "banner-never-empty", events: emptyBanner(then: 1.2, "view.remove"),
                      header: iPhone, status: .pass),
    RecreatedKindCase(name: "full-screen ad re-created as a full-screen ad inside the grace window",
                      rule: "interstitial-host-view-size", events: wrongHostView(then: 1.2, "init", asInterstitial),
                      header: iPad, status: .pass),
    RecreatedKindCase(name: "full-screen ad re-created as a full-screen ad after its stretch matured",
                      rule: "interstitial-host-view-size", events: wrongHostView(then: 2, "init", asInterstitial),
                      header: iPad, status: .fail, evidence: [at(1.0, line: 6)]),
]

/// 65 session rules besides the one judged: over 64 rules, the monitor has no rule index and
/// asks every rule of the ad's kind (the path without `AdMark.activeRules`).
private let padding: [RuleNote] = (0..<65).map { k in
    RuleNote(id: "padding-\(k)", severity: .warning,
             program: try! RuleProgram.parse("never `app.urgent`\nreport \"urgent \(k)\""))
}

@Test(arguments: recreatedKindCases, [false, true])
func recreatedAdEndsTheOldObjectsStretch(_ c: RecreatedKindCase, padded: Bool) throws {
    let check = try #require(catalogueChecks.first { $0.id == c.rule }).check
    let note = RuleNote(id: c.rule, severity: .error, program: try RuleProgram.parse(check))
    let outcome = SessionDecoding.decode(([c.header] + c.events).joined(separator: "\n"))
    let session = try #require(outcome.session, "\(outcome.errors)")
    let result = try #require(RuleEvaluator.evaluate(notes: [note] + (padded ? padding : []), session: session).first)
    #expect(result.status == c.status, "\(result.evidence)")
    #expect(result.evidence.map { RecreatedKindEvidence(t: $0.t, line: $0.line) } == c.evidence, "\(result.evidence)")
}

/// A banner made again in the group where its name's full-screen ad was read: the banner's
/// breach starts at its own creation (line 6), not at the full-screen ad's event (line 5),
/// which a banner rule does not judge (review9 L1). With and without the rule index.
@Test(arguments: [false, true])
func aBreachOfTheNewObjectStartsAtItsOwnEvent(padded: Bool) throws {
    let note = RuleNote(id: "never-unloaded", severity: .error,
                        program: try RuleProgram.parse("for each banner\nnever not loaded\nreport \"{ad} not loaded\""))
    let events = [ev(0, "initWithFrame:", asBanner), ev(0, "bannerViewDidLoadAd:"), ev(1, "init", asInterstitial),
                  ev(2, "loaded", #""value": false"#), ev(2, "initWithFrame:", asBanner), app(3, "app.transition")]
    let session = try #require(SessionDecoding.decode(([iPad] + events).joined(separator: "\n")).session)
    let result = try #require(RuleEvaluator.evaluate(notes: [note] + (padded ? padding : []), session: session).first)
    #expect(result.evidence.map { RecreatedKindEvidence(t: $0.t, line: $0.line) } == [at(2, line: 6)], "\(result.evidence)")
}
