import Foundation
import Testing
@testable import AdsightCLI

/// On the site, a suppressed failure is still listed, marked with its reason; a rule turned
/// off is listed as off; junit.xml and the exit status agree.
@Test func theSiteMarksSuppressedFailuresAndRulesTurnedOff() throws {
    let dir = try CheckFixtures.folder([:])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let yaml = """
    inputs: [\(CheckFixtures.error), \(CheckFixtures.warning)]
    fail-on: warning
    rules:
      ad-allow-actions: off
    suppress:
      - {sessions: "toprated-background-layout", rule: ad-main-thread, reason: "fixed in 2.1 <b>"}
    """
    let file = try ProjectFileParser.parse(yaml: yaml, path: "adsight.yml")
    var action = try BuildCommand.parse(["--out", dir + "/site"]).action(project: file, today: "2026-12-01")
    action.options.builtInNotes = CheckFixtures.notes
    action.sourceDateEpoch = nil
    let result = action.perform()
    #expect(result.exitCode == 0, "\(result.stderr)")
    let page = try String(contentsOfFile: dir + "/site/sessions/toprated-background-layout.html", encoding: .utf8)
    #expect(page.contains("<span class=\"badge na\">suppressed</span> A known failure the project file suppresses: fixed in 2.1 &lt;b&gt;."))
    #expect(page.contains("id=\"rule-ad-main-thread\""))
    let other = try String(contentsOfFile: dir + "/site/sessions/toprated-refuses-action.html", encoding: .utf8)
    #expect(other.contains("<span class=\"badge na\">off</span> <a href=\"../notes/ad-allow-actions.html\">ad-allow-actions</a>"))
    #expect(other.contains("(turned off by the project file)"))
    let junit = try String(contentsOfFile: dir + "/site/junit.xml", encoding: .utf8)
    #expect(junit.contains("failures=\"0\""))
    #expect(junit.contains("failed (suppressed: fixed in 2.1 &lt;b&gt;):"))
    #expect(junit.contains("<skipped message=\"disabled by the project file\"/>"))
    let summary = try String(contentsOfFile: dir + "/site/summary.json", encoding: .utf8)
    #expect(summary.contains("\"suppressed\": \"fixed in 2.1 <b>\""))
    #expect(summary.contains("\"disabled\": true"))
    // The same build without the project file fails on both.
    var plain = try BuildCommand.parse(["--out", dir + "/site", "--fail-on", "warning", CheckFixtures.error, CheckFixtures.warning]).action
    plain.options.builtInNotes = CheckFixtures.notes
    plain.sourceDateEpoch = nil
    #expect(plain.perform().exitCode == 1)
    #expect(try !String(contentsOfFile: dir + "/site/junit.xml", encoding: .utf8).contains("failures=\"0\""))
}
