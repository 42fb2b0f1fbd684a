@testable import AdsightCLI
import Foundation
import Testing

/// `adsight merge --config FILE` (or `adsight.yml`): the merge honours the project file the
/// parts were built with (notes, templates, fail-on, min-sessions, rules turned off, other
/// severities, suppressions), so shards built with it merge into the site one build with it
/// writes; flags win over the file; parts built under another policy are refused.
@Suite struct ProjectMergeTests {
    static let today = "2026-12-01"
    static let inputs = [CheckFixtures.clean, CheckFixtures.warning, CheckFixtures.error]
    static let yaml = """
    inputs: [\(inputs.joined(separator: ", "))]
    fail-on: warning
    min-sessions: 3
    rules:
      ad-allow-actions: error
      banner-never-empty: off
    suppress:
      - {sessions: "toprated-background-*", rule: ad-main-thread, reason: "known: ticket 12"}
    """

    static func file(_ yaml: String = yaml) throws -> ProjectFile { try ProjectFileParser.parse(yaml: yaml, path: "adsight.yml") }

    /// `adsight build --out OUT [--shard I/N]` with the project file.
    @discardableResult
    static func build(_ s: MergeScratch, _ out: String, shard: Shard = .whole, file: ProjectFile) throws -> ActionResult {
        var action = try BuildCommand.parse(["--out", s.absolute(out)]).action(project: file, today: today)
        action.sourceDateEpoch = nil; action.currentDirectory = s.path; action.homeDirectory = s.path + "/home"
        action.shard = shard
        return action.perform()
    }

    /// `adsight merge PARTS --out OUT ARGUMENTS` with the project file (nil: none).
    static func merge(_ s: MergeScratch, _ parts: [String], out: String, _ arguments: [String] = [], file: ProjectFile?) throws -> ActionResult {
        var action = try MergeCommand.parse(parts.map(s.absolute) + ["--out", s.absolute(out)] + arguments).action(project: file, today: today)
        action.sourceDateEpoch = nil; action.currentDirectory = s.path; action.homeDirectory = s.path + "/home"
        return action.perform()
    }

    /// A scratch folder holding shards 1/2 and 2/2 built with `file`.
    static func twoShards(_ file: ProjectFile) throws -> MergeScratch {
        let s = try MergeScratch()
        for i in 1...2 { try build(s, "shard\(i)", shard: Shard(index: i, count: 2), file: file) }
        return s
    }

    @Test(arguments: [1, 2, 3])
    func shardsBuiltWithAProjectFileMergeWithItIntoOneBuildsSite(count: Int) throws {
        let s = try MergeScratch()
        defer { s.remove() }
        let file = try Self.file()
        let whole = try Self.build(s, "whole", file: file)
        for i in 1...count { try Self.build(s, "shard\(i)", shard: Shard(index: i, count: count), file: file) }
        let merged = try Self.merge(s, (1...count).map { "shard\($0)" }, out: "merged", file: file)
        #expect(merged.exitCode == whole.exitCode, "\(merged.stderr)")
        // ad-allow-actions fails as an error now (fail-on warning would exit 1 anyway).
        #expect(whole.exitCode == ExitStatus.ruleFailed)
        #expect(merged.stderr == whole.stderr)
        #expect(s.differences("whole", "merged") == [])
        let summary = try String(contentsOfFile: s.absolute("merged/summary.json"), encoding: .utf8)
        #expect(summary.contains("\"suppressed\": \"known: ticket 12\"") && summary.contains("\"disabled\": true"))
    }

    @Test func theExitStatusIsTheFilesFailOnForTheMergedSessions() throws {
        // Only the warning session: exit 1 under the file's fail-on warning, 0 without it.
        let file = try Self.file("inputs: [\(CheckFixtures.warning)]\nfail-on: warning\n")
        let s = try Self.twoShards(file)
        defer { s.remove() }
        #expect(try Self.merge(s, ["shard1", "shard2"], out: "merged", file: file).exitCode == ExitStatus.ruleFailed)
        // `--fail-on never` wins over the file, and is not what the parts were built with.
        let flag = try Self.merge(s, ["shard1", "shard2"], out: "other", ["--fail-on", "never"], file: file)
        #expect(flag.exitCode == ExitStatus.usage)
        #expect(flag.stderr.contains("was built with other options"), "\(flag.stderr)")
        #expect(!FileManager.default.fileExists(atPath: s.absolute("other")))
    }

    @Test func partsBuiltWithAnotherPolicyAreRefused() throws {
        let file = try Self.file()
        let s = try Self.twoShards(file)
        defer { s.remove() }
        let before = s.entries()
        // Without the file, and with a file that suppresses something else.
        let other = try Self.file(Self.yaml.replacingOccurrences(of: "ticket 12", with: "ticket 13"))
        for project in [nil, other] {
            let result = try Self.merge(s, ["shard1", "shard2"], out: "merged", project == nil ? ["--fail-on", "warning"] : [], file: project)
            #expect(result.exitCode == ExitStatus.usage)
            #expect(result.stderr.contains("part \(s.absolute("shard1")) was built with other options"), "\(result.stderr)")
            #expect(s.entries() == before, "nothing written")
        }
    }

    @Test func minSessionsCountsTheMergedSessionsAndTheFlagWins() throws {
        let file = try Self.file()
        let s = try Self.twoShards(file)
        defer { s.remove() }
        // The file asks for 3: the merged run holds 3 (each shard alone holds fewer).
        #expect(try Self.merge(s, ["shard1", "shard2"], out: "merged", file: file).exitCode == ExitStatus.ruleFailed)
        let junit = { try String(contentsOfFile: s.absolute("merged") + "/junit.xml", encoding: .utf8) }
        #expect(try !junit().contains("adsight run"), "no run suite: the merged run has enough sessions")
        let more = try Self.merge(s, ["shard1", "shard2"], out: "merged", ["--min-sessions", "4"], file: file)
        #expect(more.exitCode == ExitStatus.usage)
        #expect(more.stderr.contains("error: the run holds 3 sessions; --min-sessions asks for at least 4"), "\(more.stderr)")
        // junit.xml is red with the exit status: the run's suite says why.
        #expect(try junit().contains("message=\"the run holds 3 sessions; --min-sessions asks for at least 4\""))
        let file4 = try Self.file(Self.yaml.replacingOccurrences(of: "min-sessions: 3", with: "min-sessions: 4"))
        let fromFile = try Self.merge(s, ["shard1", "shard2"], out: "merged", file: file4)
        #expect(fromFile.stderr.contains("the project file's min-sessions asks for at least 4"), "\(fromFile.stderr)")
    }

    @Test func aRuleIDNoNoteHasIsRefusedBeforeAnythingIsWritten() throws {
        let s = try MergeScratch()
        defer { s.remove() }
        let file = try Self.file()
        try Self.build(s, "shard1", file: file)
        let before = s.entries()
        let typo = try Self.file(Self.yaml.replacingOccurrences(of: "banner-never-empty: off", with: "banner-never-emty: off"))
        let result = try Self.merge(s, ["shard1"], out: "merged", file: typo)
        #expect(result.exitCode == ExitStatus.usage)
        #expect(result.stderr.contains("adsight.yml:6:3: no note has the rule id \"banner-never-emty\""), "\(result.stderr)")
        #expect(s.entries() == before)
    }
}
