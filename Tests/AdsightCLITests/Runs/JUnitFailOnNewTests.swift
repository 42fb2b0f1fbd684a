@testable import AdsightCLI
import Foundation
import Testing

/// `junit.xml` under `--fail-on-new` agrees with the exit status (cli.md): only a new
/// failure at or above `--fail-on` is a `<failure>`; one that failed in the baseline too is
/// a passing case whose `<system-out>` says so. Without `--fail-on-new` every failure is one.
@Suite struct JUnitFailOnNewTests {
    static let warning = "toprated-refuses-action", error = "toprated-background-layout"

    func build(_ s: RunsScratch, _ out: String, baseline: String, failOnNew: Bool) -> ActionResult {
        var options = s.options(baseline: baseline, failOnNew: failOnNew)
        options.failOn = .warning
        return BuildAction(options: options, out: s.absolute(out), sourceDateEpoch: nil,
                           currentDirectory: s.path, homeDirectory: s.path + "/home").perform()
    }

    /// The baseline: b-warning failed ad-allow-actions there too (old), c-error passed
    /// ad-main-thread (new now).
    func scenario(_ s: RunsScratch) throws {
        try s.baseline("base.json", from: s.check().stdout) { _, sessions in
            RunsScratch.set(&sessions, Self.error, "ad-main-thread", "pass")
        }
    }

    @Test func onlyNewFailuresAreFailures() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try scenario(s)
        let r = build(s, "site", baseline: "base.json", failOnNew: true)
        #expect(r.exitCode == 1, "\(r.stderr)")
        let junit = try #require(s.read("site/junit.xml"))
        #expect(junit.contains("<testsuites name=\"adsight\" tests=\"6\" failures=\"1\""), "\(junit)")
        #expect(junit.components(separatedBy: "<failure ").count == 2)
        #expect(junit.contains("<testsuite name=\"\(Self.error)\" tests=\"2\" failures=\"1\""))
        #expect(junit.contains("<testsuite name=\"\(Self.warning)\" tests=\"2\" failures=\"0\""))
        #expect(junit.contains("<system-out>failed (failed in the baseline too; not new, not counted under --fail-on-new):"))
        // Without --fail-on-new both failures count, and both are failures.
        let all = build(s, "all", baseline: "base.json", failOnNew: false)
        #expect(all.exitCode == 1)
        #expect(s.read("all/junit.xml")?.components(separatedBy: "<failure ").count == 3)
    }

    @Test func noNewFailureIsAGreenReport() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try s.write("same.json", s.check().stdout)
        let r = build(s, "site", baseline: "same.json", failOnNew: true)
        #expect(r.exitCode == 0, "\(r.stderr)")
        #expect(s.read("site/junit.xml")?.contains("<failure") == false)
        // A rebuild without --fail-on-new reuses no suite written for it (the cache key differs).
        _ = build(s, "site", baseline: "same.json", failOnNew: false)
        #expect(s.read("site/junit.xml")?.components(separatedBy: "<failure ").count == 3)
    }

    @Test func shardsMergedEqualOneBuild() throws {
        let s = try RunsScratch(); defer { s.remove() }
        // With the built-in notes, which merge reads.
        var options = PipelineOptions(inputs: RunsScratch.inputs)
        options.failOn = .warning
        try s.baseline("base.json", from: CheckAction(options: options, format: .json).perform().stdout) { _, sessions in
            RunsScratch.set(&sessions, Self.error, "ad-main-thread", "pass")
        }
        options.baseline = s.absolute("base.json"); options.failOnNew = true
        for (out, shard) in [("whole", Shard.whole), ("part-1", Shard(index: 1, count: 2)), ("part-2", Shard(index: 2, count: 2))] {
            var action = BuildAction(options: options, out: s.absolute(out), sourceDateEpoch: nil,
                                     currentDirectory: s.path, homeDirectory: s.path + "/home")
            action.shard = shard
            _ = action.perform()
        }
        var merge = MergeAction(parts: ["part-1", "part-2"].map(s.absolute), out: s.absolute("merged"), failOn: .warning,
                                sourceDateEpoch: nil, currentDirectory: s.path, homeDirectory: s.path + "/home")
        merge.baseline = s.absolute("base.json"); merge.failOnNew = true
        let merged = merge.perform()
        #expect(merged.exitCode == 1, "\(merged.stderr)")
        let junit = try #require(s.read("whole/junit.xml"))
        #expect(s.read("merged/junit.xml") == junit)
        #expect(junit.contains("not counted under --fail-on-new"))
        #expect(junit.contains("<failure type=\"error\""))
    }
}
