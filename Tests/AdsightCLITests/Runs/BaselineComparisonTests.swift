@testable import AdsightCLI
import Foundation
import Testing

/// `--baseline` through `check` and `build` in-process: a session gains a failure, one loses
/// one, one appears, one disappears and a note's check changes; the counts, the marks on
/// sessions and results, the exit status with `--fail-on-new`, and the site's markings.
@Suite struct BaselineComparisonTests {
    // a-clean passes both rules, b-warning fails ad-allow-actions, c-error fails ad-main-thread.
    static let clean = "toprated-allows-action", warning = "toprated-refuses-action", error = "toprated-background-layout"

    /// The baseline: c-error passed ad-main-thread (gains a failure now), a-clean failed it
    /// (loses one), b-warning was not there (appears), `gone-1` was (disappears), and the
    /// check of ad-allow-actions was another (changed).
    func scenario(_ s: RunsScratch) throws {
        let now = s.check().stdout
        try s.baseline("base.json", from: now) { doc, sessions in
            RunsScratch.set(&sessions, Self.error, "ad-main-thread", "pass")
            RunsScratch.set(&sessions, Self.clean, "ad-main-thread", "fail")
            sessions.removeAll { $0["id"] as? String == Self.warning }
            sessions.append(["id": "gone-1", "file": "gone.jsonl", "valid": true, "errors": [Any](), "results": [Any]()])
            var checks = doc["checks"] as? [String: String] ?? [:]
            checks["ad-allow-actions"] = "0000000000000000"
            doc["checks"] = checks
        }
    }

    @Test func checkCountsAndMarks() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try scenario(s)
        let result = s.check(baseline: "base.json")
        #expect(result.exitCode == 1)
        let doc = try RunsScratch.object(result.stdout)
        let c = try #require(doc["comparison"] as? [String: Any])
        #expect(c["baseline"] as? String == s.absolute("base.json"))
        // New: c-error's ad-main-thread, and b-warning's failure (a new session's failures are all new).
        #expect(c["newFailures"] as? Int == 2)
        #expect(c["fixed"] as? Int == 1)
        #expect(c["stillFailing"] as? Int == 0)
        #expect(c["newSessions"] as? Int == 1)
        #expect(c["goneSessions"] as? [String] == ["gone-1"])
        #expect(c["changedNotes"] as? [String] == ["ad-allow-actions"])
        let sessions = doc["sessions"] as? [[String: Any]] ?? []
        func find(_ id: String, _ rule: String) -> [String: Any]? {
            let session = sessions.first { $0["id"] as? String == id }
            return (session?["results"] as? [[String: Any]])?.first { $0["rule"] as? String == rule }
        }
        #expect(sessions.first { $0["id"] as? String == Self.warning }?["baseline"] as? String == "new")
        #expect(find(Self.warning, "ad-main-thread")?["baseline"] == nil)
        #expect(find(Self.error, "ad-main-thread")?["baseline"] as? String == "pass")
        #expect(find(Self.error, "ad-main-thread")?["change"] as? String == "new")
        #expect(find(Self.clean, "ad-main-thread")?["baseline"] as? String == "fail")
        #expect(find(Self.clean, "ad-main-thread")?["change"] as? String == "fixed")
        #expect(find(Self.clean, "ad-allow-actions")?["change"] as? String == "changed")
        // Every result of a session in the baseline carries its status there.
        for id in [Self.clean, Self.error] {
            let results = sessions.first { $0["id"] as? String == id }?["results"] as? [[String: Any]] ?? []
            #expect(!results.isEmpty && results.allSatisfy { $0["baseline"] is String })
        }
        // The text report says the same in a closing line.
        #expect(s.check(format: .text, baseline: "base.json").stdout.contains("2 new failures, 1 fixed, 0 still failing, 1 new session, 1 session gone"))
    }

    /// `--fail-on-new`: only new failures count toward 1; none new gives 0 though rules fail.
    @Test func failOnNew() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try s.write("same.json", s.check().stdout)
        #expect(s.check(baseline: "same.json").exitCode == 1)
        #expect(s.check(baseline: "same.json", failOnNew: true).exitCode == 0)
        try scenario(s)
        #expect(s.check(baseline: "base.json", failOnNew: true).exitCode == 1)
        // A new failure below --fail-on does not count: only b-warning's is new here.
        try s.baseline("warn.json", from: s.check().stdout) { _, sessions in sessions.removeAll { $0["id"] as? String == Self.warning } }
        #expect(s.check(baseline: "warn.json", failOnNew: true).exitCode == 0)
        // An invalid session still gives 2.
        #expect(s.check(RunsScratch.inputs + [CheckFixtures.invalid], baseline: "same.json", failOnNew: true).exitCode == 2)
    }

    /// The same comparison in the site: summary.json, the dashboard's counts and list, the
    /// rows marked, the note page naming the session where it newly fails.
    @Test func buildMarksTheSite() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try scenario(s)
        let result = s.build("site", baseline: "base.json")
        #expect(result.exitCode == 1, "\(result.stderr)")
        let summary = try RunsScratch.object(s.read("site/summary.json") ?? "")
        #expect((summary["comparison"] as? [String: Any])?["newFailures"] as? Int == 2)
        #expect(summary["format"] as? Int == 2)
        #expect((summary["checks"] as? [String: String])?.keys.sorted() == ["ad-allow-actions", "ad-main-thread"])
        let index = s.read("site/index.html") ?? ""
        #expect(index.contains("Since the baseline"))
        #expect(index.contains("<span class=\"big\">2</span> new failures"))
        #expect(index.contains("<span class=\"big\">1</span> fixed"))
        #expect(index.contains("Gone since the baseline:</strong> gone-1"))
        #expect(index.contains("<span class=\"mark new\">new session</span>"))
        #expect(index.contains("<span class=\"mark new\">1 new</span>"))
        #expect(index.contains("<span class=\"mark fixed\">1 fixed</span>"))
        let note = s.read("site/notes/ad-main-thread.html") ?? ""
        #expect(note.contains("Newly failing since the baseline in"))
        #expect(s.read("site/notes/ad-allow-actions.html")?.contains("check changed since the baseline") == true)
        // Without a baseline the site says nothing of one, and the old cache is not reused for it.
        s.build("site")
        #expect(s.read("site/index.html")?.contains("Since the baseline") == false)
        #expect(try RunsScratch.object(s.read("site/summary.json") ?? "")["comparison"] == nil)
    }

    /// A baseline given as the site folder holding it reads its summary.json.
    @Test func baselineFolder() throws {
        let s = try RunsScratch(); defer { s.remove() }
        s.build("old")
        let result = s.check(baseline: "old")
        let c = try RunsScratch.object(result.stdout)["comparison"] as? [String: Any]
        #expect(c?["newFailures"] as? Int == 0 && c?["stillFailing"] as? Int == 2)
    }
}
