import AdsightSession
import Testing
@testable import AdsightRules

/// Judges the catalogue check `id` over an inline session (header line + events).
func judge(_ id: String, _ lines: [String], header: String = iPhone) throws -> RuleResult {
    let check = try #require(catalogueChecks.first { $0.id == id }).check
    let note = RuleNote(id: id, severity: .error, program: try RuleProgram.parse(check))
    let outcome = SessionDecoding.decode(([header] + lines).joined(separator: "\n"))
    let session = try #require(outcome.session, "\(outcome.errors)")
    return try #require(RuleEvaluator.evaluate(notes: [note], session: session).first)
}

let iPhone = #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"#
let iPad = #"{"adsession": 1, "id": "x", "device": {"family": "iPad"}, "os": "4.3"}"#

func bannerOnScreen(t: Double = 0) -> [String] {
    [#"{"t": \#(t), "event": "initWithFrame:", "ad": "b", "class": "ADBannerView", "frame": [0, 430, 320, 50]}"#,
     #"{"t": \#(t), "event": "view.add", "ad": "b", "inViewController": true}"#]
}

func ev(_ t: Double, _ event: String, _ extra: String = "") -> String {
    #"{"t": \#(t), "event": "\#(event)", "ad": "b"\#(extra.isEmpty ? "" : ", " + extra)}"#
}

func app(_ t: Double, _ event: String) -> String { #"{"t": \#(t), "event": "\#(event)"}"# }

struct Case: Sendable, CustomStringConvertible {
    var name: String
    var rule: String
    var events: [String]
    var header: String = iPhone
    var status: RuleStatus
    /// (t, line) of each evidence, in order.
    var evidence: [Double: Int] = [:]
    var description: String { name }
}

let fail = #"bannerView:didFailToReceiveAdWithError:"#
let failError = #""error": {"code": "ADErrorServerFailure"}"#
let shouldBegin = "bannerViewActionShouldBegin:willLeaveApplication:"

let cases: [Case] = [
    // never a state, with grace
    Case(name: "banner created on screen before its first ad", rule: "banner-never-empty",
         events: bannerOnScreen(), status: .fail, evidence: [0: 3]),
    Case(name: "banner shown once loaded", rule: "banner-never-empty",
         events: bannerOnScreen() + [ev(0, "setHidden:", #""hidden": true"#), ev(1, "bannerViewDidLoadAd:"),
                                      ev(1, "setHidden:", #""hidden": false"#)], status: .pass),
    Case(name: "a state lasting no time inside a group is not judged", rule: "banner-never-empty",
         events: [#"{"t": 0, "event": "initWithFrame:", "ad": "b", "class": "ADBannerView", "frame": [0, 430, 320, 50]}"#,
                  ev(1, "view.add", #""inViewController": true"#), ev(1, "setHidden:", #""hidden": true"#)],
         status: .notApplicable),
    Case(name: "hidden exactly at the end of the grace window", rule: "banner-never-empty",
         events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:"), ev(2, fail, failError), ev(2.5, "view.remove")],
         status: .pass),
    Case(name: "hidden just after the grace window", rule: "banner-never-empty",
         events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:"), ev(2, fail, failError), ev(2.6, "view.remove")],
         status: .fail, evidence: [2: 5]),
    Case(name: "still empty when the recording ends", rule: "banner-never-empty",
         events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:"), ev(2, fail, failError)],
         status: .fail, evidence: [2: 5]),
    Case(name: "no banner", rule: "banner-never-empty", events: [app(1, "app.pause")], status: .notApplicable),
    // the evidence line of a stretch that turns bad inside a group: the event that made it bad
    Case(name: "required sizes set first in a group of setters", rule: "banner-required-only-used",
         events: [ev(0, "initWithFrame:", #""class": "ADBannerView", "frame": [0, 0, 0, 0]"#),
                  ev(0, "setRequiredContentSizeIdentifiers:",
                     #""identifiers": ["ADBannerContentSizeIdentifierPortrait", "ADBannerContentSizeIdentifierLandscape"]"#),
                  ev(0, "setCurrentContentSizeIdentifier:", #""identifier": "ADBannerContentSizeIdentifierPortrait""#),
                  ev(0, "setDelegate:", #""delegate": true"#), ev(0, "setFrame:", #""frame": [0, 430, 320, 50]"#),
                  ev(0, "view.add", #""inViewController": true"#)],
         header: #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "app": {"supportedOrientations": ["portrait"]}}"#,
         status: .fail, evidence: [0: 3]),
    Case(name: "an app event after the one that made it bad", rule: "banner-never-empty",
         events: bannerOnScreen() + [app(0, "app.pause")], status: .fail, evidence: [0: 3]),
    Case(name: "bad, good, bad again in one group: the last turn counts", rule: "banner-never-empty",
         events: bannerOnScreen() + [ev(0, "setHidden:", #""hidden": true"#), ev(0, "setHidden:", #""hidden": false"#)],
         status: .fail, evidence: [0: 5]),
    Case(name: "another banner's events later in the group", rule: "banner-never-empty",
         events: [ev(0, "initWithFrame:", #""class": "ADBannerView", "frame": [0, 430, 320, 50]"#),
                  ev(0, "view.add", #""inViewController": true"#),
                  #"{"t": 0, "event": "initWithFrame:", "ad": "c", "class": "ADBannerView", "frame": [0, 0, 320, 50]}"#],
         status: .fail, evidence: [0: 3]),
    // response: expect a state
    Case(name: "paused in time", rule: "ad-pause-on-action",
         events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:"), ev(1, shouldBegin, #""willLeave": false, "returned": true"#),
                                      app(1.1, "app.pause")], status: .pass),
    Case(name: "paused too late", rule: "ad-pause-on-action",
         events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:"), ev(1, shouldBegin, #""willLeave": false, "returned": true"#),
                                      app(1.2, "app.pause")], status: .fail, evidence: [1: 5]),
    Case(name: "never paused", rule: "ad-pause-on-action",
         events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:"), ev(1, shouldBegin, #""willLeave": false, "returned": true"#)],
         status: .fail, evidence: [1: 5]),
    Case(name: "action leaving the app does not apply", rule: "ad-pause-on-action",
         events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:"), ev(1, shouldBegin, #""willLeave": true, "returned": true"#)],
         status: .notApplicable),
    // response: the trigger applies only when its `while` guard holds
    Case(name: "the only load arrives while the banner is already visible", rule: "banner-show-on-load",
         events: bannerOnScreen() + [ev(1, "bannerViewDidLoadAd:")], status: .notApplicable),
    Case(name: "a load arriving hidden, shown in time", rule: "banner-show-on-load",
         events: bannerOnScreen() + [ev(0, "setHidden:", #""hidden": true"#), ev(1, "bannerViewDidLoadAd:"),
                                      ev(1.5, "setHidden:", #""hidden": false"#)], status: .pass),
    Case(name: "a load arriving hidden, never shown", rule: "banner-show-on-load",
         events: bannerOnScreen() + [ev(0, "setHidden:", #""hidden": true"#), ev(1, "bannerViewDidLoadAd:")],
         status: .fail, evidence: [1: 5]),
    Case(name: "a modal ad unloads: no host view to remove", rule: "interstitial-remove-empty-page",
         events: [ev(0, "init", #""class": "ADInterstitialAd""#), ev(1, "interstitialAdDidLoad:"),
                  ev(2, "presentFromViewController:"), ev(3, "user.dismiss"), ev(4, "interstitialAdDidUnload:")],
         header: iPad, status: .notApplicable),
    // response: forbid an event
    Case(name: "alert exactly 1 s after a failure", rule: "ad-no-error-ui",
         events: bannerOnScreen() + [ev(1, fail, failError), app(2, "app.alert")], status: .fail, evidence: [2: 5]),
    Case(name: "alert later than 1 s after a failure", rule: "ad-no-error-ui",
         events: bannerOnScreen() + [ev(1, fail, failError), app(2.001, "app.alert")], status: .pass),
    Case(name: "no failure", rule: "ad-no-error-ui", events: bannerOnScreen() + [app(2, "app.alert")], status: .notApplicable),
    // precedence: an event within a duration before
    Case(name: "cancel 2 s after an urgent event", rule: "ad-cancel-only-when-urgent",
         events: bannerOnScreen() + [app(1, "app.urgent"), ev(3, "cancelBannerViewAction")], status: .pass),
    Case(name: "cancel with nothing urgent", rule: "ad-cancel-only-when-urgent",
         events: bannerOnScreen() + [app(1, "app.urgent"), ev(3.01, "cancelBannerViewAction")], status: .fail,
         evidence: [3.01: 5]),
    // never an event, where fields match
    Case(name: "configuration error", rule: "ad-configuration",
         events: bannerOnScreen() + [ev(1, fail, #""error": {"code": "ADErrorConfigurationError"}"#)],
         status: .fail, evidence: [1: 4]),
    Case(name: "other failures pass", rule: "ad-configuration",
         events: bannerOnScreen() + [ev(1, fail, failError)], status: .pass),
    Case(name: "off the main thread", rule: "ad-main-thread",
         events: bannerOnScreen() + [#"{"t": 1, "event": "setHidden:", "ad": "b", "hidden": true, "thread": "worker"}"#],
         status: .fail, evidence: [1: 4]),
    // bounded existence
    Case(name: "three reads within 5 s, ends included", rule: "interstitial-no-polling",
         events: [ev(0, "init", #""class": "ADInterstitialAd""#), ev(0, "loaded", #""value": false"#),
                  ev(2.5, "loaded", #""value": false"#), ev(5, "loaded", #""value": false"#)], header: iPad,
         status: .fail, evidence: [5: 5]),
    Case(name: "three reads spread out", rule: "interstitial-no-polling",
         events: [ev(0, "init", #""class": "ADInterstitialAd""#), ev(0, "loaded", #""value": false"#),
                  ev(2.5, "loaded", #""value": false"#), ev(5.1, "loaded", #""value": false"#)], header: iPad,
         status: .pass),
    // header facts
    Case(name: "full-screen ad on an iPhone", rule: "interstitial-ipad-only",
         events: [ev(1, "init", #""class": "ADInterstitialAd""#)], status: .fail, evidence: [1: 2]),
    Case(name: "full-screen ad on an iPad with iOS 4.3", rule: "interstitial-ipad-only",
         events: [ev(1, "init", #""class": "ADInterstitialAd""#)], header: iPad, status: .pass),
    Case(name: "no full-screen ad", rule: "interstitial-ipad-only", events: bannerOnScreen(), status: .notApplicable),
    Case(name: "required linkage below iOS 4", rule: "banner-weak-link-before-ios4",
         events: [app(1, "app.pause")], header: #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "app": {"deploymentTarget": "3.1", "iAdLinkage": "required"}}"#,
         status: .fail, evidence: [0: 1]),
    Case(name: "iOS 4.2.1 counts as 4.2 and earlier", rule: "banner-no-release-during-action",
         events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:"), ev(1, shouldBegin, #""willLeave": false, "returned": true"#),
                                      ev(2, "release")],
         header: #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2.1"}"#, status: .fail, evidence: [2: 6]),
    Case(name: "iOS 4.3 is not applicable", rule: "banner-no-release-during-action",
         events: bannerOnScreen() + [ev(2, "release")],
         header: #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.3"}"#, status: .notApplicable),
    // delegate cleared in the same group as the release
    Case(name: "delegate cleared then released at once", rule: "ad-delegate-cleared-before-release",
         events: bannerOnScreen() + [ev(0, "setDelegate:", #""delegate": true"#), ev(2, "setDelegate:", #""delegate": false"#),
                                      ev(2, "release")], status: .pass),
    Case(name: "released with its delegate", rule: "ad-delegate-cleared-before-release",
         events: bannerOnScreen() + [ev(0, "setDelegate:", #""delegate": true"#), ev(2, "release")],
         status: .fail, evidence: [2: 5]),
    // model consistency as a note
    Case(name: "finish with no action begun", rule: "model-consistency",
         events: bannerOnScreen() + [ev(1, "bannerViewActionDidFinish:")], status: .fail, evidence: [1: 4]),
    Case(name: "a consistent session", rule: "model-consistency", events: bannerOnScreen(), status: .pass),
]

@Test(arguments: cases)
func evaluatorJudges(_ c: Case) throws {
    let result = try judge(c.rule, c.events, header: c.header)
    #expect(result.status == c.status)
    #expect(result.evidence.count == c.evidence.count, "\(result.evidence)")
    for e in result.evidence {
        #expect(c.evidence[e.t] == e.line, "\(e)")
        #expect(!e.message.isEmpty && !e.message.contains("{"))
    }
}

@Test func messagesFillPlaceholders() throws {
    let r = try judge("ad-main-thread", bannerOnScreen() + [#"{"t": 1, "event": "setHidden:", "ad": "b", "hidden": true, "thread": "worker"}"#])
    #expect(r.evidence.map(\.message) == ["setHidden: was called on thread worker; iAd must be used from the main thread"])
    #expect(r.evidence.first?.ad == "b")
}

@Test func streamingMatchesWholeSession() throws {
    let check = try #require(catalogueChecks.first { $0.id == "banner-never-empty" }).check
    let notes = [RuleNote(id: "banner-never-empty", severity: .error, program: try RuleProgram.parse(check))]
    let text = ([iPhone] + bannerOnScreen()).joined(separator: "\n")
    let session = try #require(SessionDecoding.decode(text).session)
    #expect(RuleEvaluator.evaluate(notes: notes, session: session).first?.status == .fail)
}

/// Judges a check written inline over an inline session.
func judgeCheck(_ check: String, _ lines: [String], header: String = iPhone) throws -> RuleResult {
    let note = RuleNote(id: "inline", severity: .error, program: try RuleProgram.parse(check))
    let session = try #require(SessionDecoding.decode(([header] + lines).joined(separator: "\n")).session)
    return try #require(RuleEvaluator.evaluate(notes: [note], session: session).first)
}

/// `after <events> while <state> ...`: a trigger whose guard does not hold does not make the
/// rule applicable, for every response shape.
@Test(arguments: [
    "after `bannerViewDidLoadAd:` while hidden expect not hidden within 1s",
    "after `bannerViewDidLoadAd:` while hidden expect `setHidden:` within 1s",
    "after `bannerViewDidLoadAd:` while hidden forbid `release` within 1s",
])
func unguardedTriggerIsNotApplicable(_ pattern: String) throws {
    let check = "for each banner\n\(pattern)\nreport \"{ad}\""
    let shown = try judgeCheck(check, bannerOnScreen() + [ev(1, "bannerViewDidLoadAd:"), ev(1.5, "release")])
    #expect(shown.status == .notApplicable, "\(shown.evidence)")
    let hidden = try judgeCheck(check, bannerOnScreen() + [ev(0, "setHidden:", #""hidden": true"#), ev(1, "bannerViewDidLoadAd:"),
                                                            ev(1.5, "setHidden:", #""hidden": false"#), ev(3, "release")])
    #expect(hidden.status == .pass, "\(hidden.evidence)")
}

/// A stretch turning bad in a later group, not the session's first: the line is still the
/// event that made it bad (the group is replayed from the state before it).
@Test func breachLineInALaterGroup() throws {
    let r = try judge("banner-never-empty", bannerOnScreen() + [ev(0, "setHidden:", #""hidden": true"#),
                                                                 ev(1, "setHidden:", #""hidden": false"#), app(1, "app.pause")])
    #expect(r.evidence.map(\.line) == [5])
}

/// A `forbid` window opened again by a later trigger reports that trigger (the monitor reuses
/// its trigger's storage from one trigger to the next), for each of two banned events.
@Test func aForbidWindowReportsItsLatestTrigger() throws {
    let check = "for each banner\nafter `\(fail)` forbid `release` within 1s\nreport \"{error.code} at {t}\""
    let result = try judgeCheck(check, bannerOnScreen() + [
        ev(1, fail, #""error": {"code": "ADErrorFirst"}"#), ev(2.5, fail, #""error": {"code": "ADErrorSecond"}"#),
        ev(3, "release"), ev(4, fail, #""error": {"code": "ADErrorThird"}"#), ev(4.5, "release"),
    ])
    #expect(result.evidence.map(\.message) == ["ADErrorSecond at 3", "ADErrorThird at 4.5"])
}
