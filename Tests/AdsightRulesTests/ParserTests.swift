import Testing
@testable import AdsightRules

/// Every check the notes author is given parses (all 29 ids of the catalogue).
@Test(arguments: catalogueChecks.map(\.id))
func catalogueCheckParses(_ id: String) throws {
    let check = try #require(catalogueChecks.first { $0.id == id }).check
    let program = try RuleProgram.parse(check)
    #expect(program.ruleCount >= 1)
}

@Test func catalogueCoversEveryRule() {
    #expect(Set(catalogueChecks.map(\.id)).count == 29)
    #expect(catalogueChecks.contains { $0.id == "model-consistency" })
}

/// Each construct of the reference page on its own.
let acceptedChecks: [String] = [
    "never paused report \"x\"",
    "for the session always not background while hostOnScreen report \"x\"",
    "for each ad never `release` where thread != \"main\" while delegate == \"set\" report \"{ad} {thread}\"",
    "after any callback forbid any call report \"{event}\"",
    "after `app.urgent` forbid `app.alert` where message == nil within 100ms report \"x\"",
    "for each banner after `bannerViewDidLoadAd:` expect visible within 1s report \"x\"",
    "for each interstitial after `init` expect `interstitialAdDidLoad:` or `interstitialAd:didFailWithError:` within 10s report \"x\"",
    "before `cancelAction` require `app.urgent` where reason != nil within 2s report \"x\"",
    "for each interstitial before `presentInView:` where frame.width < 768 require loaded report \"x\"",
    "at most 2 `loaded` within 5s report \"{count}\"",
    "after `app.urgent` forbid `app.alert` report \"{reason}, then {message}\"",
    "for each banner never visible report \"{error.code} {frame}\"",
    "at most 0 any event where inconsistency != nil report \"{inconsistency}\"",
    "when os >= 4.2.1 and device.family in [\"iPhone\", \"iPod touch\"] assert app.iAdLinkage != nil report \"{os}\"",
    "for each banner always frame.y + frame.height <= screen.height - 0 while visible report \"{frame} {{literal}}\"",
    "# a comment\nnever background # trailing\nreport \"x\"",
]

@Test(arguments: acceptedChecks)
func parserAccepts(_ check: String) throws {
    #expect(throws: Never.self) { try RuleProgram.parse(check) }
}

struct Rejection: Sendable, CustomStringConvertible {
    var check: String
    var line: Int
    var column: Int
    var message: String
    var description: String { message }
}

let rejections: [Rejection] = [
    .init(check: "never `bannerDidLoad:` report \"x\"", line: 1, column: 7, message: "unknown event `bannerDidLoad:`"),
    .init(check: "never `bannerViewDidLoadAd` report \"x\"", line: 1, column: 7,
          message: "unknown event `bannerViewDidLoadAd`; did you mean `bannerViewDidLoadAd:`?"),
    .init(check: "for each banner\nnever visble report \"x\"", line: 2, column: 7, message: "unknown state 'visble'; did you mean 'visible'?"),
    .init(check: "for each banner\nnever zqxwv report \"x\"", line: 2, column: 7, message: "unknown state 'zqxwv'"),
    .init(check: "for each banner\nnever release while visible report \"x\"", line: 2, column: 7,
          message: "unknown state 'release'; an event is written in backticks: `release`"),
    .init(check: "never `app.alert` // no alerts\nreport \"x\"", line: 1, column: 19, message: "unexpected '//'; a comment starts with '#'"),
    .init(check: "for each banner\nnever visible and not loaded except within .5s after `app.alert` report \"x\"", line: 2, column: 44,
          message: "a number starts with a digit: write '0.5s', not '.5s'"),
    .init(check: "never `setDelegate:` where delegat == true report \"x\"", line: 1, column: 28, message: "unknown field 'delegat'"),
    .init(check: "never `release` where returned == true report \"x\"", line: 1, column: 23,
          message: "field 'returned' is not carried by `release`"),
    .init(check: "never visible report \"x\"", line: 1, column: 7,
          message: "'visible' is ad state; it needs a 'for each banner/interstitial/ad' rule"),
    .init(check: "for each banner\nafter `bannerViewDidLoadAd:`\nexpect visible within 1m\nreport \"x\"", line: 3, column: 23,
          message: "bad duration '1m': write seconds like 0.5s or milliseconds like 500ms"),
    .init(check: "at most 2 `loaded` within 5 report \"x\"", line: 1, column: 27, message: "a duration needs a unit: write 5s or 5ms"),
    .init(check: "for each banner\n  never visible and\nreport \"x\"", line: 3, column: 1, message: "expected a condition but found 'report'"),
    .init(check: "never paused", line: 1, column: 13, message: "expected 'report \"message\"' but found the end of the check"),
    .init(check: "when os < 4.3\nfor each banner\nnever visible\nreport \"x\"", line: 2, column: 1,
          message: "found 'for' where the rule's pattern goes: the scope starts the rule, before 'when' (for each banner when ... never ...)"),
    .init(check: "for each banner never visible when os < 4.3 report \"x\"", line: 1, column: 31,
          message: "expected 'report \"message\"' but found 'when': 'when' comes before the pattern: [for each ...] when <condition> <pattern> report \"...\" (a state as the event arrives is 'while')"),
    .init(check: "for each ad never `release` while actionInProgress\nfor each banner never visible report \"x\"", line: 2, column: 1,
          message: "expected 'report \"message\"' but found 'for': the scope starts the rule: for each banner|interstitial|ad [when ...] <pattern> report \"...\"; or it starts the next rule, and the rule before it has no 'report \"...\"'"),
    .init(check: "for each banner never visible while loaded for more than 1s report \"x\"", line: 1, column: 44,
          message: "expected 'report \"message\"' but found 'for': 'for more than d' goes right after the state, before 'while'"),
    .init(check: "for each banner after `bannerViewDidLoadAd:` while loaded expect visible within 1s while hidden report \"x\"", line: 1, column: 84,
          message: "expected 'report \"message\"' but found 'while': a rule takes one 'while'"),
    .init(check: "for each banner at most 3 `bannerViewDidLoadAd:` within 10s while visible report \"x\"", line: 1, column: 61,
          message: "expected 'report \"message\"' but found 'while': 'at most' takes no 'while'"),
    .init(check: "for each banner after `bannerViewDidLoadAd:` expect visible within 1s while loaded report \"x\"", line: 1, column: 71,
          message: "expected 'report \"message\"' but found 'while': the 'while' of 'after' follows its events: after X while S expect ..."),
    .init(check: "for each banner never visible except within 1s after `setHidden:` while loaded report \"x\"", line: 1, column: 67,
          message: "expected 'report \"message\"' but found 'while': 'while' goes before 'except'"),
    .init(check: "for each banner before `release` require hidden within 1s report \"x\"", line: 1, column: 49,
          message: "expected 'report \"message\"' but found 'within': 'before ... require' takes no 'within' here"),
    .init(check: "for each banner never visible report \"{ad} at {frme}\"", line: 1, column: 48, message: "unknown placeholder '{frme}'"),
    .init(check: "for each banner never `viewWillDisappear:` report \"{error.code}\"", line: 1, column: 53,
          message: "'{error.code}' is a field `viewWillDisappear:` never carries; it would print none"),
    .init(check: "never paused while orientation == 4 report \"x\"", line: 1, column: 35, message: "cannot compare a string with a number"),
    .init(check: "when visible assert os > 4 report \"x\"", line: 1, column: 6, message: "'visible' is a state; 'when' reads only header facts"),
    .init(check: "for each banner never `release` where visible report \"x\"", line: 1, column: 39,
          message: "'visible' is a state; 'where' reads the event's fields, use 'while' for states"),
    .init(check: "for each gadget never paused report \"x\"", line: 1, column: 10,
          message: "expected 'banner', 'interstitial' or 'ad' after 'for each' but found 'gadget'"),
    .init(check: "never paused report \"x\nreport\"", line: 1, column: 21, message: "unterminated string: close it with '\"' on the same line"),
    .init(check: "", line: 1, column: 1, message: "empty check: write at least one rule"),
    .init(check: "for each banner never visible and frame.size.x > 0 report \"x\"", line: 1, column: 35,
          message: "'frame.size' has no 'x' (it has width, height)"),
]

@Test(arguments: rejections)
func parserRejects(_ r: Rejection) {
    #expect(throws: RuleParseError(line: r.line, column: r.column, message: r.message)) {
        try RuleProgram.parse(r.check)
    }
}

@Test func combiningKeepsEveryRule() throws {
    let a = try RuleProgram.parse("never paused report \"a\"")
    let b = try RuleProgram.parse("never background report \"b\"\nnever paused report \"c\"")
    #expect(RuleProgram(combining: [a, b]).ruleCount == 3)
}
