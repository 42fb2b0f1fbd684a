import AdsightModel
import AdsightSession
import Testing
@testable import AdsightRules

/// A thread judging sessions one after another reuses the last one's parts (`RecycledRules`):
/// its rule monitors, whose instances are renewed keeping their storage (pending triggers,
/// the `forbid` trigger, `at most` times), its plan (kept only while the same rules are
/// enabled: `when` reads the header), its step scratch and ad marks, and per-ad `assert`
/// verdicts are worked out once per session. Every session judged right after any other
/// gets the verdicts a new monitor gives it.

private func e(_ t: Double, _ event: String, _ ad: String, _ extra: String = "") -> String {
    #"{"t": \#(t), "event": "\#(event)", "ad": "\#(ad)"\#(extra.isEmpty ? "" : ", " + extra)}"#
}

private let banner = #""class": "ADBannerView", "frame": [0, 430, 320, 50]"#
private let begin = #""willLeave": false, "returned": true"#

/// Three ads: banner `b` released during its action with its delegate set, then sent a
/// callback (`forbid` armed); banner `c` failing on screen, an alert after it (`expect`
/// pending, `forbid` window); full-screen `i` read four times and presented twice (`at most`).
private let busy: [String] = [
    e(0, "initWithFrame:", "b", banner), e(0, "view.add", "b", #""inViewController": true"#),
    e(0, "setDelegate:", "b", #""delegate": true"#), e(0.2, "initWithFrame:", "c", banner),
    e(0.2, "view.add", "c", #""inViewController": true"#), e(0.3, "init", "i", #""class": "ADInterstitialAd""#),
    e(0.4, "loaded", "i", #""value": false"#), e(0.5, "bannerViewDidLoadAd:", "b"), e(0.5, "loaded", "i", #""value": false"#),
    e(0.6, "loaded", "i", #""value": false"#), e(0.7, "loaded", "i", #""value": true"#),
    e(1, "bannerViewActionShouldBegin:willLeaveApplication:", "b", begin),
    e(1, "bannerView:didFailToReceiveAdWithError:", "c", #""error": {"code": "ADErrorServerFailure"}"#),
    #"{"t": 1.5, "event": "app.alert"}"#, e(1.5, "release", "b"), e(2, "bannerViewDidLoadAd:", "b"),
    e(3, "presentFromViewController:", "i"), e(4, "presentFromViewController:", "i"),
]

/// One banner on screen, loaded late, sent callbacks, and still on screen empty after a
/// failure when the session ends (a bad stretch closed by `finish`).
private let quiet: [String] = [
    e(0, "initWithFrame:", "b", banner), e(0, "view.add", "b", #""inViewController": true"#),
    e(1, "bannerViewDidLoadAd:", "b"), e(2, "bannerViewDidLoadAd:", "b"),
    e(3, "bannerView:didFailToReceiveAdWithError:", "b", #""error": {"code": "ADErrorServerFailure"}"#),
]

/// Headers turning `when` and header `assert`s both ways: iOS 4.2 (release during an action
/// judged), 4.3 (not), 3.2 (no iAd: every ad's `assert os >= 4.0` fails), an iPad, and a
/// weak-link / supported-orientations app.
private let headers = [
    #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"#,
    #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.3"}"#,
    #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "3.2"}"#,
    #"{"adsession": 1, "id": "x", "device": {"family": "iPad"}, "os": "4.3"}"#,
    #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "app": {"deploymentTarget": "3.1", "iAdLinkage": "required", "supportedOrientations": ["portrait"]}}"#,
]

private let sessions: [Session] = headers.flatMap { h in
    [busy, quiet].compactMap { SessionDecoding.decode(([h] + $0).joined(separator: "\n")).session }
}

private let notes: [RuleNote] = catalogueChecks.compactMap { c in
    (try? RuleProgram.parse(c.check)).map { RuleNote(id: c.id, severity: .warning, program: $0) }
}

private func fresh(_ session: Session) -> [RuleResult] {
    var monitor = SessionMonitor(notes: notes, header: session.header)
    var replayer = Replayer(header: session.header)
    Replay.forEachGroup(session.events) { group in replayer.advance(group) { monitor.observe($0) } }
    return monitor.finish(final: replayer.state)
}

/// The sessions fail the rules they are written to fail (so the comparisons below compare
/// verdicts holding evidence of every kind of kept part).
@Test func recycledPartsSessionsFailWhatTheyShould() throws {
    #expect(sessions.count == headers.count * 2)
    #expect(notes.count == catalogueChecks.count)
    func failing(_ s: Int) -> Set<String> { Set(fresh(sessions[s]).filter { $0.status == .fail }.map(\.rule)) }
    let busy42 = failing(0), busy43 = failing(2), quiet42 = failing(1)
    for rule in ["banner-no-release-during-action", "ad-delegate-cleared-before-release", "banner-hide-on-error",
                 "ad-no-error-ui", "interstitial-no-polling", "interstitial-one-ad-per-object", "interstitial-ipad-only"] {
        #expect(busy42.contains(rule), "\(rule)")
    }
    #expect(!busy43.contains("banner-no-release-during-action"))
    #expect(fresh(sessions[4]).contains { $0.status == .fail && $0.evidence.count == 3 && $0.evidence.allSatisfy { $0.message.contains("iOS 3.2") } })
    #expect(quiet42.contains("banner-never-empty"))
}

/// Each session judged right after each other one (recycled parts) gets a new monitor's verdicts;
/// the plan is kept from a session with the same header.
@Test(arguments: 0..<10)
func aSessionAfterAnyOtherIsJudgedAsNew(first: Int) throws {
    for second in sessions.indices {
        _ = RuleEvaluator.evaluate(notes: notes, session: sessions[first])
        let plan = RecycledRules.current.plan
        #expect(plan != nil)
        #expect(RuleEvaluator.evaluate(notes: notes, session: sessions[second]) == fresh(sessions[second]),
                "\(first) then \(second)")
        if first / 2 == second / 2 { #expect(RecycledRules.current.plan === plan, "\(first) then \(second)") }
    }
}
