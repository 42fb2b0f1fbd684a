import AdsightSession
import Testing
@testable import AdsightRules

/// `at least N <events> within d [while <state>]` (bounded minimum, `rule-language.md`): the
/// must-pass and must-fail examples of the pattern, with each breach's `t` and line.
struct AtLeastCase: Sendable, CustomStringConvertible {
    var name: String
    var check: String
    var events: [String]
    var status: RuleStatus
    /// Each breach's `t` and line, in order.
    var breaches: [Double] = []
    var lines: [Int] = []
    var description: String { name }
}

private let everyTwoMinutes = "for each banner\nat least 1 `bannerViewDidLoadAd:` within 120s while visible\nreport \"{ad}: {count} ads since {t}\""
private let twoAlerts = "at least 2 `app.alert` within 10s\nreport \"{count} alert since {t}\""
private func load(_ t: Double) -> String { ev(t, "bannerViewDidLoadAd:") }

private let atLeastCases: [AtLeastCase] = [
    AtLeastCase(name: "a visible banner gets a new ad every 100 to 110 s", check: everyTwoMinutes,
                events: bannerOnScreen() + [load(0), load(100), load(210), app(300, "app.alert")], status: .pass),
    AtLeastCase(name: "no new ad for 200 s: a breach at the last ad (its t and line)", check: everyTwoMinutes,
                events: bannerOnScreen() + [load(0), load(100), app(300, "app.alert")], status: .fail,
                breaches: [100], lines: [5]),
    AtLeastCase(name: "a deadline the recording does not reach is no breach", check: everyTwoMinutes,
                events: bannerOnScreen() + [load(0), load(100), app(200, "app.alert")], status: .pass),
    AtLeastCase(name: "the banner left the screen before the deadline", check: everyTwoMinutes,
                events: bannerOnScreen() + [load(0), load(100), ev(150, "view.remove"), app(400, "app.alert")], status: .pass),
    AtLeastCase(name: "the banner left the screen after the deadline", check: everyTwoMinutes,
                events: bannerOnScreen() + [load(0), load(100), ev(250, "view.remove")], status: .fail,
                breaches: [100], lines: [5]),
    AtLeastCase(name: "the deadline itself is in time (ends included)", check: everyTwoMinutes,
                events: bannerOnScreen() + [load(0), load(120), load(240)], status: .pass),
    AtLeastCase(name: "two alerts in every 10 s: counting starts again after a breach", check: twoAlerts,
                events: [app(0, "app.alert"), app(5, "app.alert"), app(12, "app.alert"), app(30, "app.alert")],
                status: .fail, breaches: [0, 12], lines: [2, 4]),
    AtLeastCase(name: "two alerts in every 10 s, kept", check: twoAlerts,
                events: [app(0, "app.alert"), app(4, "app.alert"), app(9, "app.alert"), app(14, "app.alert")], status: .pass),
    AtLeastCase(name: "a banner never on screen: not applicable", check: everyTwoMinutes,
                events: [ev(0, "initWithFrame:", #""class": "ADBannerView", "frame": [0, 430, 320, 50]"#), app(300, "app.alert")],
                status: .notApplicable),
]

@Test(arguments: atLeastCases)
func atLeastJudgesEachWindow(_ c: AtLeastCase) throws {
    let note = RuleNote(id: "r", severity: .error, program: try RuleProgram.parse(c.check))
    let session = try #require(SessionDecoding.decode(([iPhone] + c.events).joined(separator: "\n")).session)
    let result = try #require(RuleEvaluator.evaluate(notes: [note], session: session).first)
    #expect(result.status == c.status, "\(result.evidence)")
    #expect(result.evidence.map(\.t) == c.breaches, "\(result.evidence)")
    #expect(result.evidence.map(\.line) == c.lines, "\(result.evidence)")
}

@Test func atLeastNeedsAWholeNumberFromOneAndAWindow() {
    #expect(throws: RuleParseError.self) { try RuleProgram.parse("at least 0 `app.alert` within 5s\nreport \"x\"") }
    #expect(throws: RuleParseError.self) { try RuleProgram.parse("at least 1 `app.alert`\nreport \"x\"") }
    #expect(throws: RuleParseError.self) { try RuleProgram.parse("at lots 1 `app.alert` within 5s\nreport \"x\"") }
}

/// A breach names the event it counts from as `{event}`, as every other pattern names the
/// event its evidence is about.
@Test func atLeastNamesTheEventItCountsFrom() throws {
    let cases: [(check: String, events: [String], messages: [String])] = [
        ("for each banner\nat least 1 `bannerViewDidLoadAd:` within 120s while visible\nreport \"{event} at {line}\"",
         bannerOnScreen() + [load(0), load(100), app(300, "app.alert")], ["bannerViewDidLoadAd: at 5"]),
        ("at least 2 `app.alert` within 10s\nreport \"{event} at {line}\"",
         [app(0, "app.alert"), app(5, "app.alert"), app(12, "app.alert"), app(30, "app.alert")], ["app.alert at 2", "app.alert at 4"]),
    ]
    for c in cases {
        let note = RuleNote(id: "r", severity: .error, program: try RuleProgram.parse(c.check))
        let session = try #require(SessionDecoding.decode(([iPhone] + c.events).joined(separator: "\n")).session)
        let result = try #require(RuleEvaluator.evaluate(notes: [note], session: session).first)
        #expect(result.evidence.map(\.message) == c.messages, "\(result.evidence)")
    }
}
