@testable import AdsightCLI
import Foundation
import Testing

/// A baseline field that is not what the format says is dropped with a warning naming file,
/// line and column, and the run goes on against the rest (cli.md, "Across runs": one damaged
/// entry in a CI artifact does not stop the job). What the drop does to the comparison is
/// what the contract then says: a dropped result is `absent`, a dropped session is gone.
@Suite struct BaselineFieldDropTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        /// Damages the run's own summary; returns the id and rule it touched (rule "" for none).
        var damage: @Sendable (inout [String: Any], inout [[String: Any]]) -> (id: String, rule: String)
        var says: String
        /// The comparison's new failures (-1: those of the session dropped) and new sessions after the drop.
        var newFailures: Int, newSessions: Int
    }

    /// The first failing result's place in `sessions`.
    static func firstFailure(_ sessions: [[String: Any]]) -> (s: Int, r: Int) {
        for (s, session) in sessions.enumerated() {
            for (r, result) in (session["results"] as? [[String: Any]] ?? []).enumerated() where result["status"] as? String == "fail" {
                return (s, r)
            }
        }
        return (-1, -1)
    }

    static func failures(_ session: [String: Any]) -> Int {
        (session["results"] as? [[String: Any]] ?? []).filter { $0["status"] as? String == "fail" }.count
    }

    static let cases: [Case] = [
        Case(testDescription: "a result with an unknown status", damage: { _, sessions in
            let (s, r) = firstFailure(sessions)
            var results = sessions[s]["results"] as! [[String: Any]]
            results[r]["status"] = "bogus"
            sessions[s]["results"] = results
            return (sessions[s]["id"] as! String, results[r]["rule"] as! String)
        }, says: "a result of session", newFailures: 1, newSessions: 0),
        Case(testDescription: "a session whose id is a number", damage: { _, sessions in
            let (s, _) = firstFailure(sessions)
            let id = sessions[s]["id"] as! String
            sessions[s]["id"] = 42
            return (id, "")
        }, says: "a session without a string \"id\"", newFailures: -1, newSessions: 1),
        Case(testDescription: "a session without results", damage: { _, sessions in
            let (s, _) = firstFailure(sessions)
            sessions[s]["results"] = nil
            return (sessions[s]["id"] as! String, "")
        }, says: "has no \"results\" array", newFailures: -1, newSessions: 1),
        Case(testDescription: "checks that are not an object", damage: { doc, _ in
            doc["checks"] = 5
            return ("", "")
        }, says: "\"checks\" is not an object", newFailures: 0, newSessions: 0),
        Case(testDescription: "a check digest that is not a string", damage: { doc, _ in
            var checks = doc["checks"] as? [String: Any] ?? [:]
            checks[checks.keys.sorted()[0]] = 7
            doc["checks"] = checks
            return ("", "")
        }, says: "a check digest is not a string", newFailures: 0, newSessions: 0),
    ]

    @Test(arguments: cases)
    func droppedWithAWarning(_ c: Case) throws {
        let s = try RunsScratch(); defer { s.remove() }
        let own = s.check()
        var touched = (id: "", rule: "")
        var newOfSession = 0
        try s.baseline("damaged.json", from: own.stdout) { doc, sessions in
            newOfSession = Self.failures(sessions[Self.firstFailure(sessions).s])  // the session the drops take out
            touched = c.damage(&doc, &sessions)
        }
        let checked = s.check(baseline: "damaged.json")
        #expect(checked.exitCode == own.exitCode, "\(checked.stderr)")
        let warning = "warning: \(s.absolute("damaged.json")):1:"
        #expect(checked.stderr.contains(warning) && checked.stderr.contains("baseline field dropped: ") && checked.stderr.contains(c.says), "\(checked.stderr)")
        let comparison = try RunsScratch.object(checked.stdout)["comparison"] as? [String: Any]
        #expect(comparison?["newFailures"] as? Int == (c.newFailures < 0 ? newOfSession : c.newFailures))
        #expect(comparison?["newSessions"] as? Int == c.newSessions)
        #expect((comparison?["goneSessions"] as? [String])?.isEmpty == true)
        if !touched.rule.isEmpty {
            let sessions = try RunsScratch.object(checked.stdout)["sessions"] as? [[String: Any]] ?? []
            let results = sessions.first { $0["id"] as? String == touched.id }?["results"] as? [[String: Any]] ?? []
            #expect(results.first { $0["rule"] as? String == touched.rule }?["baseline"] as? String == "absent")
        }
        // build goes on too, with the same warning, and writes its site.
        let built = s.build("site", baseline: "damaged.json")
        #expect(built.exitCode == own.exitCode, "\(built.stderr)")
        #expect(built.stderr.contains(warning) && built.stderr.contains(c.says), "\(built.stderr)")
        #expect(s.exists("site/summary.json"))
    }

    /// An undamaged baseline warns of nothing.
    @Test func aSoundBaselineWarnsOfNothing() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try s.write("same.json", s.check().stdout)
        #expect(!s.check(baseline: "same.json").stderr.contains("baseline field dropped"))
    }

    /// A shard's site as the baseline holds that part's sessions only: said so, and used.
    @Test func aShardsSiteIsSaidToBeOnePart() throws {
        let s = try RunsScratch(); defer { s.remove() }
        s.build("part", shard: Shard(index: 1, count: 2))
        s.build("whole")
        let part = s.check(baseline: "part")
        #expect(part.stderr.contains("warning: \(s.absolute("part")) is the site of shard 1/2 only"), "\(part.stderr)")
        #expect(part.exitCode == s.check().exitCode)
        #expect(s.check(baseline: "part/summary.json").stderr.contains("is the site of shard 1/2 only"))
        #expect(!s.check(baseline: "whole").stderr.contains("is the site of shard"))
        #expect(s.build("site", baseline: "part").stderr.contains("is the site of shard 1/2 only"))
    }
}
