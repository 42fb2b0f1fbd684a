import Foundation
import Testing
@testable import AdsightCLI

/// `adsight build --out OUT` with the project file `yaml`, over the two fixture notes.
private func buildSite(_ yaml: String, into out: String) throws -> ActionResult {
    let file = try ProjectFileParser.parse(yaml: yaml, path: "adsight.yml")
    var action = try BuildCommand.parse(["--out", out]).action(project: file, today: "2026-12-01")
    action.options.builtInNotes = CheckFixtures.notes
    action.sourceDateEpoch = nil
    return action.perform()
}

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
    let result = try buildSite(yaml, into: dir + "/site")
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
    // The dashboard's "All rules" and the note page show the rule as off, not as an error rule.
    let index = try String(contentsOfFile: dir + "/site/index.html", encoding: .utf8)
    #expect(index.contains("ad-allow-actions</a>") && index.contains("<span class=\"badge sev-off\">off</span>"))
    let note = try String(contentsOfFile: dir + "/site/notes/ad-allow-actions.html", encoding: .utf8)
    #expect(note.contains("<h1><span class=\"badge sev-off\">off</span>"))
    #expect(note.contains("Turned off by the project file"))
    #expect(!(try String(contentsOfFile: dir + "/site/notes/ad-main-thread.html", encoding: .utf8)).contains("sev-off"))
    // The same build without the project file fails on both.
    var plain = try BuildCommand.parse(["--out", dir + "/site", "--fail-on", "warning", CheckFixtures.error, CheckFixtures.warning]).action
    plain.options.builtInNotes = CheckFixtures.notes
    plain.sourceDateEpoch = nil
    #expect(plain.perform().exitCode == 1)
    #expect(try !String(contentsOfFile: dir + "/site/junit.xml", encoding: .utf8).contains("failures=\"0\""))
}

/// A session whose only failures are suppressed passes on the dashboard and its own page,
/// its failures still listed and marked; junit.xml has no red test case for it.
@Test func aSessionFailingOnlySuppressedRulesShowsAsPassing() throws {
    let dir = try CheckFixtures.folder([:])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let yaml = """
    inputs: [\(CheckFixtures.error), \(CheckFixtures.warning)]
    suppress:
      - {sessions: "toprated-background-layout", rule: ad-main-thread, reason: "known: ticket 12"}
    """
    #expect(try buildSite(yaml, into: dir + "/site").exitCode == 0)
    let index = try String(contentsOfFile: dir + "/site/index.html", encoding: .utf8)
    let row = try #require(index.split(separator: "\n").first { $0.contains("sessions/toprated-background-layout.html") })
    #expect(row.hasPrefix("<tr data-status=\"pass\">"), "\(row)")
    #expect(row.contains("<span class=\"result pass\">Pass</span><br><span class=\"sub\">1 suppressed</span>"), "\(row)")
    // The error column counts failures that count: none here.
    #expect(!row.contains("failn"), "\(row)")
    #expect(row.contains("ad-main-thread"), "the suppressed failure is still named")
    // The warning session still fails (below --fail-on): one session breaks a rule.
    #expect(index.contains("1 breaks at least one rule"))
    let page = try String(contentsOfFile: dir + "/site/sessions/toprated-background-layout.html", encoding: .utf8)
    #expect(page.contains("<p class=\"lede\"><span class=\"result pass\">Pass</span> 1 rule failed (1 error, 0 warning; 1 suppressed, counted toward no exit status)"))
    #expect(page.contains("<span class=\"badge na\">suppressed</span> A known failure the project file suppresses: known: ticket 12."))
    let junit = try String(contentsOfFile: dir + "/site/junit.xml", encoding: .utf8)
    #expect(junit.contains("failures=\"0\""))
    #expect(!junit.contains("<failure"))
    #expect(junit.contains("failed (suppressed: known: ticket 12):"))
}
