import AdsightSession
import Testing
@testable import AdsightRules

/// A rule set off by an event reads its condition as the event arrived, in the state before
/// the event's group, and the same group may already do what the rule asks
/// (session-format.md, "Derived state"). Each pattern, shipped checks and user checks alike.
struct SameGroupCase: Sendable, CustomStringConvertible {
    var name: String
    /// The check: a catalogue id, or the text of a user's check.
    var check: String
    var events: [String]
    var header: String = iPhone
    var status: RuleStatus
    /// The line of each breach, in order.
    var lines: [Int] = []
    var description: String { name }
}

private let paused = #"{"t": 0, "event": "app.pause", "what": "game"}"#
private func at(_ t: Double, _ event: String, _ extra: String = "") -> String {
    #"{"t": \#(t), "event": "\#(event)"\#(extra.isEmpty ? "" : ", " + extra)}"#
}
private let ended = "bannerViewActionDidFinish:"
private let actionBegun = [ev(1, shouldBegin, #""willLeave": false, "returned": true"#)]

private let sameGroupCases: [SameGroupCase] = [
    // response: after ... while ... expect a state
    SameGroupCase(name: "resumed in the instant the action ends (the issue's first case)", check: "ad-resume-after-action",
                  events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:"), at(1, "app.pause")] + actionBegun
                      + [ev(5, ended), at(5, "app.resume")], status: .pass),
    SameGroupCase(name: "resumed in the action's instant, resume written first", check: "ad-resume-after-action",
                  events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:"), at(1, "app.pause")] + actionBegun
                      + [at(5, "app.resume"), ev(5, ended)], status: .pass),
    SameGroupCase(name: "never resumed after the action", check: "ad-resume-after-action",
                  events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:"), at(1, "app.pause")] + actionBegun + [ev(5, ended)],
                  status: .fail, lines: [7]),
    SameGroupCase(name: "shown in the instant the ad loads (the issue's second case)", check: "banner-show-on-load",
                  events: [ev(0, "initWithFrame:", #""class": "ADBannerView", "frame": [0, 480, 320, 50]"#),
                           ev(0, "view.add", #""inViewController": true"#), ev(2, "bannerViewDidLoadAd:"),
                           ev(2, "setFrame:", #""frame": [0, 430, 320, 50]"#)], status: .pass),
    SameGroupCase(name: "a guard made true by the trigger's group does not set the rule off",
                  check: "after `app.urgent` while paused expect not paused within 1s\nreport \"stuck\"",
                  events: [at(1, "app.urgent"), at(1, "app.pause")], status: .notApplicable),
    // response: expect an event
    SameGroupCase(name: "expected event written before its trigger in one instant",
                  check: "after `app.transition` expect `app.urgent` within 1s\nreport \"no urgency\"",
                  events: [at(1, "app.urgent"), at(1, "app.transition")], status: .pass),
    SameGroupCase(name: "expected event in an earlier instant does not answer",
                  check: "after `app.transition` expect `app.urgent` within 1s\nreport \"no urgency\"",
                  events: [at(0.5, "app.urgent"), at(1, "app.transition")], status: .fail, lines: [3]),
    SameGroupCase(name: "expect event, guard read before the group",
                  check: "after `app.transition` while paused expect `app.alert` within 1s\nreport \"no alert\"",
                  events: [paused, at(1, "app.transition"), at(1, "app.resume")], status: .fail, lines: [3]),
    SameGroupCase(name: "per ad: released in the unload's instant", check: "interstitial-release-after-unload",
                  events: [ev(0, "init", #""class": "ADInterstitialAd""#), ev(1, "interstitialAdDidUnload:"), ev(1, "release")],
                  header: iPad, status: .pass),
    // response: forbid
    SameGroupCase(name: "forbid, guard read before the group",
                  check: "after `app.urgent` while paused forbid `app.alert` within 1s\nreport \"alert\"",
                  events: [paused, at(1, "app.urgent"), at(1, "app.resume"), at(1.5, "app.alert")], status: .fail, lines: [5]),
    SameGroupCase(name: "forbid: a banned event before the trigger in its instant is not after it",
                  check: "after `app.urgent` forbid `app.alert` within 1s\nreport \"alert\"",
                  events: [at(1, "app.alert"), at(1, "app.urgent")], status: .pass),
    // precedence: require a state
    SameGroupCase(name: "required state brought by the event's group",
                  check: "before `app.alert` require paused\nreport \"not paused\"",
                  events: [at(1, "app.alert"), at(1, "app.pause")], status: .pass),
    SameGroupCase(name: "required state held as the event arrived, ended in its group",
                  check: "before `app.alert` require paused\nreport \"not paused\"",
                  events: [paused, at(1, "app.resume"), at(1, "app.alert")], status: .pass),
    SameGroupCase(name: "required state neither before nor after", check: "before `app.alert` require paused\nreport \"not paused\"",
                  events: [at(1, "app.alert")], status: .fail, lines: [2]),
    SameGroupCase(name: "per ad: presented in the load's instant", check: "interstitial-present-when-loaded",
                  events: [ev(0, "init", #""class": "ADInterstitialAd""#), ev(1, "presentInView:", #""frame": [0, 0, 768, 1024], "inViewController": true"#),
                           ev(1, "interstitialAdDidLoad:")], header: iPad, status: .pass),
    // precedence: require an event
    SameGroupCase(name: "required event written after the event in one instant", check: "ad-cancel-only-when-urgent",
                  events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:")] + actionBegun
                      + [ev(2, "cancelBannerViewAction"), at(2, "app.urgent", #""reason": "call""#)], status: .pass),
    SameGroupCase(name: "required event after the event's instant is late", check: "ad-cancel-only-when-urgent",
                  events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:")] + actionBegun
                      + [ev(2, "cancelBannerViewAction"), at(2.1, "app.urgent", #""reason": "call""#)], status: .fail, lines: [6]),
    // absence of an event while a state holds
    SameGroupCase(name: "never X while S: S begun in X's group", check: "never `app.alert` while paused\nreport \"alert\"",
                  events: [at(1, "app.alert"), at(1, "app.pause")], status: .pass),
    SameGroupCase(name: "never X while S: S ended in X's group", check: "never `app.alert` while paused\nreport \"alert\"",
                  events: [paused, at(1, "app.alert"), at(1, "app.resume")], status: .pass),
    SameGroupCase(name: "never X while S: S throughout", check: "never `app.alert` while paused\nreport \"alert\"",
                  events: [paused, at(1, "app.alert")], status: .fail, lines: [3]),
    SameGroupCase(name: "per ad: delegate cleared in the release's instant", check: "ad-delegate-cleared-before-release",
                  events: bannerOnScreen() + [ev(0, "setDelegate:", #""delegate": true"#), ev(1, "setDelegate:", #""delegate": false"#),
                                              ev(1, "release")], status: .pass),
    SameGroupCase(name: "per ad: delegate still set after the release", check: "ad-delegate-cleared-before-release",
                  events: bannerOnScreen() + [ev(0, "setDelegate:", #""delegate": true"#), ev(1, "release")],
                  status: .fail, lines: [5]),
]

/// The catalogue check `id`, or the text itself.
private func program(_ check: String) throws -> RuleProgram {
    try RuleProgram.parse(catalogueChecks.first { $0.id == check }?.check ?? check)
}

/// 65 session rules besides the one judged: over 64 rules the monitor has no rule index.
private let padding: [RuleNote] = (0..<65).map { k in
    RuleNote(id: "padding-\(k)", severity: .warning, program: try! RuleProgram.parse("never `device.orientation`\nreport \"\(k)\""))
}

@Test(arguments: sameGroupCases, [false, true])
func aTriggerReadsItsConditionBeforeItsGroup(_ c: SameGroupCase, padded: Bool) throws {
    let note = RuleNote(id: "r", severity: .error, program: try program(c.check))
    let outcome = SessionDecoding.decode(([c.header] + c.events).joined(separator: "\n"))
    let session = try #require(outcome.session, "\(outcome.errors)")
    let result = try #require(RuleEvaluator.evaluate(notes: [note] + (padded ? padding : []), session: session).first)
    #expect(result.status == c.status, "\(result.evidence)")
    #expect(result.evidence.map(\.line) == c.lines, "\(result.evidence)")
}

/// `{count}` of an `at most` breach is the largest count of its burst, not the count at
/// which the limit was passed: loads at 1, 4 and 8 s under "at most 1 within 10s" are 3.
@Test(arguments: [("at most 1 `app.alert` within 10s", "3"), ("at most 1 `app.alert`", "4"),
                  ("at most 2 `app.alert` within 5s", "3")], [false, true])
func anAtMostBreachReportsItsBurstsLargestCount(_ rule: (String, String), padded: Bool) throws {
    let note = RuleNote(id: "r", severity: .error, program: try program(rule.0 + "\nreport \"{count} alerts\""))
    let events = [at(1, "app.alert"), at(4, "app.alert"), at(4.5, "app.alert"), at(8, "app.alert"), at(20, "app.alert")]
        .enumerated().filter { rule.0.hasSuffix("5s") || $0.offset != 2 }.map(\.element)
    let session = try #require(SessionDecoding.decode(([iPhone] + events).joined(separator: "\n")).session)
    let result = try #require(RuleEvaluator.evaluate(notes: [note] + (padded ? padding : []), session: session).first)
    #expect(result.evidence.first?.message == "\(rule.1) alerts", "\(result.evidence)")
}
