import Foundation
import AdsightRules
import Testing
@testable import AdsightCLI

/// A project file that does not parse is reported at its line and column.
struct BadProjectFile: Sendable, CustomStringConvertible {
    let yaml: String
    let position: String
    let says: String
    var description: String { "\(position) \(says)" }
}

let badProjectFiles: [BadProjectFile] = [
    .init(yaml: "fail-on: sometimes\n", position: "ci/adsight.yml:1:10", says: "use one of: error, warning, never"),
    .init(yaml: "inputs: [a]\nnotse: n\n", position: "ci/adsight.yml:2:1", says: "unknown key \"notse\""),
    .init(yaml: "min-sessions: -3\n", position: "ci/adsight.yml:1:15", says: "whole number"),
    .init(yaml: "rules:\n  ad-main-thread: loud\n", position: "ci/adsight.yml:2:19", says: "use one of: off, error, warning, info"),
    .init(yaml: "rules:\n  a: off\n  a: error\n", position: "ci/adsight.yml:3:3", says: "given twice"),
    .init(yaml: "suppress:\n  - rule: a\n", position: "ci/adsight.yml:2:5", says: "needs reason"),
    .init(yaml: "suppress:\n  - {rule: a, reason: r, until: 31.12.2026}\n", position: "ci/adsight.yml:2:33", says: "YYYY-MM-DD"),
    .init(yaml: "suppress:\n  - {rule: a, reason: r, owner: me}\n", position: "ci/adsight.yml:2:26", says: "unknown key \"owner\""),
    .init(yaml: "inputs: [a\n", position: "ci/adsight.yml:2:1", says: "not valid YAML"),
    .init(yaml: "inputs: *x\n", position: "ci/adsight.yml:1:9", says: "anchor or alias"),
    .init(yaml: "- inputs\n", position: "ci/adsight.yml:1:1", says: "must be a mapping"),
]

@Test(arguments: badProjectFiles)
func aBadProjectFileIsReportedAtItsPosition(_ bad: BadProjectFile) {
    #expect(throws: ProjectFileError.self) { try ProjectFileParser.parse(yaml: bad.yaml, path: "ci/adsight.yml") }
    do {
        _ = try ProjectFileParser.parse(yaml: bad.yaml, path: "ci/adsight.yml")
    } catch {
        #expect(error.description.hasPrefix(bad.position + ": "), "\(error)")
        #expect(error.description.contains(bad.says), "\(error)")
    }
}

@Test func aProjectFileIsReadWithItsFoldersRelativeToIt() throws {
    let yaml = """
    inputs: [sessions, /abs/more]
    notes: notes
    templates: site-templates
    fail-on: warning
    min-sessions: 12
    rules:
      ad-main-thread: off
      ad-allow-actions: error
    suppress:
      - sessions: "toprated-*"
        rule: banner-never-empty
        reason: fixed in 2.1
        until: 2026-12-31
      - rule: "ad-*"
        reason: all of them
    """
    let file = try ProjectFileParser.parse(yaml: yaml, path: "ci/adsight.yml")
    #expect(file.inputs == ["ci/sessions", "/abs/more"])
    #expect(file.notes == "ci/notes")
    #expect(file.templates == "ci/site-templates")
    #expect(file.failOn == .warning)
    #expect(file.minSessions == 12)
    #expect(file.disabled == ["ad-main-thread"])
    #expect(file.severities == ["ad-allow-actions": .error])
    #expect(file.suppressions.map(\.until) == ["2026-12-31", nil])
    #expect(file.suppressions.map(\.suppression.sessions.text) == ["toprated-*", "*"])
    #expect(file.suppressions[0].line == 10 && file.suppressions[0].column == 5)
    // Pattern rules are not checked against the notes; exact ids are.
    #expect(file.ruleMentions.map(\.rule) == ["ad-main-thread", "ad-allow-actions", "banner-never-empty"])
    #expect(try ProjectFileParser.parse(yaml: "inputs: one.jsonl\n", path: "adsight.yml").inputs == ["one.jsonl"])
    #expect(try ProjectFileParser.parse(yaml: "", path: "adsight.yml") == ProjectFile(path: "adsight.yml"))
}

@Test func anExpiredSuppressionIsAWarningAndNoLongerHolds() throws {
    let yaml = "suppress:\n  - {rule: a, reason: known, until: 2026-06-30}\n"
    let file = try ProjectFileParser.parse(yaml: yaml, path: "adsight.yml")
    let (inForce, none) = file.policy(today: "2026-06-30")
    #expect(inForce.suppressions.count == 1 && none.isEmpty)
    let (expired, warnings) = file.policy(today: "2026-07-01")
    #expect(expired.suppressions.isEmpty)
    #expect(warnings == ["adsight.yml:2:5: the suppression of a in * expired on 2026-06-30; its failures count again"])
}

@Test(arguments: [(0.0, "1970-01-01"), (951_782_400, "2000-02-29"), (1_798_761_599, "2026-12-31"), (1_798_761_600, "2027-01-01"), (4_107_542_400, "2100-03-01")])
func todayIsTheUTCDate(_ seconds: Double, _ day: String) {
    #expect(ProjectFileOption.today(.init(timeIntervalSince1970: seconds)) == day)
}
