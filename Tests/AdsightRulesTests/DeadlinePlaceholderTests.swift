import AdsightSession
import Testing
@testable import AdsightRules

/// `{deadline}`: when the obligation a breach missed fell due, for the patterns whose breach
/// is a missed deadline (`after ... expect`, `at least`).
struct DeadlineCase: Sendable, CustomStringConvertible {
    var name: String
    var check: String
    var events: [String]
    var messages: [String]
    var description: String { name }
}

private let deadlineCases: [DeadlineCase] = [
    DeadlineCase(name: "expect a state: the trigger's t plus 'within'",
                 check: "for each banner after `bannerViewDidLoadAd:` expect visible within 1.5s\nreport \"{t} due {deadline}\"",
                 events: [ev(0, "initWithFrame:", #""class": "ADBannerView", "frame": [0, 430, 320, 50]"#),
                          ev(2, "bannerViewDidLoadAd:"), app(9, "app.alert")],
                 messages: ["2 due 3.5"]),
    DeadlineCase(name: "expect an event, still waiting when the recording ends",
                 check: "for each ad after `bannerViewDidLoadAd:` expect `release` within 30s\nreport \"due {deadline}\"",
                 events: [ev(0, "initWithFrame:", #""class": "ADBannerView", "frame": [0, 430, 320, 50]"#),
                          ev(4, "bannerViewDidLoadAd:"), app(9, "app.alert")],
                 messages: ["due 34"]),
    DeadlineCase(name: "at least: the counted-from event's t plus 'within'",
                 check: "for each banner\nat least 1 `bannerViewDidLoadAd:` within 120s while visible\nreport \"{t} due {deadline}\"",
                 events: bannerOnScreen() + [ev(0, "bannerViewDidLoadAd:"), ev(100, "bannerViewDidLoadAd:"), app(300, "app.alert")],
                 messages: ["100 due 220"]),
]

@Test(arguments: deadlineCases)
func deadlinePrintsWhenTheObligationFellDue(_ c: DeadlineCase) throws {
    let note = RuleNote(id: "r", severity: .error, program: try RuleProgram.parse(c.check))
    let session = try #require(SessionDecoding.decode(([iPhone] + c.events).joined(separator: "\n")).session)
    let result = try #require(RuleEvaluator.evaluate(notes: [note], session: session).first)
    #expect(result.evidence.map(\.message) == c.messages, "\(result.evidence)")
}

/// Patterns without a deadline refuse `{deadline}` at the placeholder, as an unknown name.
@Test(arguments: [
    ("for each banner never visible report \"{deadline}\"", 40),
    ("never `app.alert` report \"at {deadline}\"", 31),
    ("for each ad after `bannerViewDidLoadAd:` forbid `release` within 1s report \"{deadline}\"", 78),
    ("at most 2 `app.alert` within 5s report \"{deadline}\"", 42),
    ("assert os > 4 report \"{deadline}\"", 24),
])
func deadlineNeedsAPatternWithOne(_ check: String, _ column: Int) {
    #expect(throws: RuleParseError(line: 1, column: column,
                                   message: "'{deadline}' is when a missed 'after ... expect' or 'at least' fell due; this rule has none")) {
        try RuleProgram.parse(check)
    }
}
