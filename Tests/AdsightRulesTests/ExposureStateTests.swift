import AdsightSession
import Testing
@testable import AdsightRules

/// The exposure states (`exposure`, `bucket`, `hiddenBy`) and `never/always ... for more
/// than d` (`rule-language.md`): must-pass and must-fail examples with each breach's `t` and line.
struct ExposureCase: Sendable, CustomStringConvertible {
    var name: String
    var check: String
    var header = iPhone
    var events: [String]
    var status: RuleStatus
    var breaches: [Double] = []
    var lines: [Int] = []
    var description: String { name }
}

/// The example note of the language page.
let hiddenTooLong = """
    for each banner
    never bucket == "hidden" for more than 30s while hostOnScreen and not background
    report "{ad} held an ad but was hidden for more than 30 s while its screen was shown"
    """
private let coveredCheck = "for each banner\nnever hiddenBy == \"covered\"\nreport \"{ad} covered\""
private let partlyCheck = "for each banner\nnever exposure > 0 and exposure < 0.5\nreport \"{ad} partly seen\""
private let releasedCheck = "for each banner\nnever bucket == nil\nreport \"{ad} has no bucket\""
private let liveCheck = "for each interstitial\nnever hiddenBy == \"notShown\" and presentCount > 0\nreport \"{ad} presented but not shown\""
private func keyboard(_ t: Double, up: Bool) -> String {
    #"{"t": \#(t), "event": "view.frame", "view": "keyboard", "frame": [0, \#(up ? 264 : 480), 320, 216], "z": 2}"#
}
private let loaded = bannerOnScreen() + [ev(1, "bannerViewDidLoadAd:")]

private let exposureCases: [ExposureCase] = [
    ExposureCase(name: "covered by the keyboard for 45 s: a breach at the keyboard (its t and line)", check: hiddenTooLong,
                 events: loaded + [keyboard(5, up: true), keyboard(50, up: false)], status: .fail, breaches: [5], lines: [5]),
    ExposureCase(name: "covered for exactly 30 s is in time", check: hiddenTooLong,
                 events: loaded + [keyboard(5, up: true), keyboard(35, up: false)], status: .pass),
    ExposureCase(name: "two covered stretches of 20 s each", check: hiddenTooLong,
                 events: loaded + [keyboard(5, up: true), keyboard(25, up: false), keyboard(26, up: true), keyboard(46, up: false)],
                 status: .pass),
    ExposureCase(name: "moved off the screen with an ad for 40 s", check: hiddenTooLong,
                 events: loaded + [ev(5, "setFrame:", #""frame": [0, 480, 320, 50]"#), ev(45, "setFrame:", #""frame": [0, 430, 320, 50]"#)],
                 status: .fail, breaches: [5], lines: [5]),
    ExposureCase(name: "hidden in the background is not the app's doing", check: hiddenTooLong,
                 events: loaded + [app(5, "applicationDidEnterBackground:"), app(65, "applicationWillEnterForeground:")], status: .pass),
    ExposureCase(name: "a banner with no ad covered for 60 s is idle, not hidden", check: hiddenTooLong,
                 events: bannerOnScreen() + [keyboard(5, up: true), keyboard(65, up: false)], status: .pass),
    ExposureCase(name: "the recording ends covered: the last state lasts", check: hiddenTooLong,
                 events: loaded + [keyboard(10, up: true)], status: .fail, breaches: [10], lines: [5]),
    ExposureCase(name: "hiddenBy names the reason", check: coveredCheck,
                 events: loaded + [keyboard(5, up: true), keyboard(50, up: false)], status: .fail, breaches: [5], lines: [5]),
    ExposureCase(name: "off the screen is not covered", check: coveredCheck,
                 events: loaded + [ev(5, "setFrame:", #""frame": [0, 480, 320, 50]"#)], status: .pass),
    ExposureCase(name: "a toolbar over 44 of its 50 points leaves it partly seen", check: partlyCheck,
                 events: loaded + [#"{"t": 3, "event": "view.frame", "view": "toolbar", "frame": [0, 436, 320, 44], "z": 1}"#],
                 status: .fail, breaches: [3], lines: [5]),
    ExposureCase(name: "a released banner has no bucket", check: releasedCheck,
                 events: loaded + [ev(8, "release")], status: .fail, breaches: [8], lines: [5]),
    ExposureCase(name: "a full-screen ad that failed after it was presented is not shown when it loads again", check: liveCheck,
                 header: iPad, events: [
                    #"{"t": 0, "event": "init", "ad": "i", "class": "ADInterstitialAd"}"#,
                    #"{"t": 1, "event": "interstitialAdDidLoad:", "ad": "i"}"#,
                    #"{"t": 2, "event": "presentFromViewController:", "ad": "i"}"#,
                    #"{"t": 3, "event": "interstitialAd:didFailWithError:", "ad": "i", "error": {"code": "ADErrorServerFailure", "message": "x"}}"#,
                    #"{"t": 4, "event": "interstitialAdDidLoad:", "ad": "i"}"#,
                 ], status: .fail, breaches: [4], lines: [6]),
]

@Test(arguments: exposureCases)
func exposureStatesJudgeEachCase(_ c: ExposureCase) throws {
    let note = RuleNote(id: "r", severity: .error, program: try RuleProgram.parse(c.check))
    let session = try #require(SessionDecoding.decode(([c.header] + c.events).joined(separator: "\n")).session)
    let result = try #require(RuleEvaluator.evaluate(notes: [note], session: session).first)
    #expect(result.status == c.status, "\(result.evidence)")
    #expect(result.evidence.map(\.t) == c.breaches, "\(result.evidence)")
    #expect(result.evidence.map(\.line) == c.lines, "\(result.evidence)")
}

@Test func exposureStatesAreRefusedWhereTheyCannotBeRead() {
    // Messages: a breach keeps the state, not the meter's memory the states read.
    #expect(throws: RuleParseError.self) { try RuleProgram.parse("for each banner\nnever bucket == \"hidden\"\nreport \"{bucket}\"") }
    // Ad state: a session rule has no ad.
    #expect(throws: RuleParseError.self) { try RuleProgram.parse("never bucket == \"hidden\"\nreport \"x\"") }
    #expect(throws: RuleParseError.self) { try RuleProgram.parse("for each banner\nnever exposure == \"viewable\"\nreport \"x\"") }
    #expect(throws: RuleParseError.self) { try RuleProgram.parse("for each banner\nnever visible for more 3s\nreport \"x\"") }
    #expect(throws: RuleParseError.self) { try RuleProgram.parse("for each banner\nnever visible for more than 3\nreport \"x\"") }
}
