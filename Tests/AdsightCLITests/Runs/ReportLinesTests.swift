@testable import AdsightCLI
import Foundation
import Testing

/// What `build`, `merge` and `check` print about a run agree: the comparison line (one
/// definition, `ComparisonLine`), the exit status and why, and `--fail-on-new` named.
@Suite struct ReportLinesTests {
    static let line = "against %@: 2 new failures, 1 fixed, 0 still failing, 1 new session, 1 session gone; changed notes: ad-allow-actions\n"

    /// `build --baseline` prints check's comparison line, before its exit line.
    @Test func buildPrintsTheComparisonLine() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try BaselineComparisonTests().scenario(s)
        let expected = String(format: Self.line, s.absolute("base.json"))
        let built = s.build("site", baseline: "base.json").stdout
        #expect(built.contains(expected + "exit 1: "), "\(built)")
        #expect(s.check(format: .text, baseline: "base.json").stdout.contains(expected))
    }

    /// `check --fail-on-new` says only new failures count, and how many there are.
    @Test func checkNamesFailOnNew() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try s.write("same.json", s.check().stdout)
        let text = s.check(format: .text, baseline: "same.json", failOnNew: true).stdout
        #expect(text.contains("fail-on error, new failures only: 0 new: exit 0\n"), "\(text)")
        #expect(s.check(format: .text, baseline: "same.json").stdout.contains("; fail-on error: exit 1\n"))
    }

    /// `merge` says why it exits 1 or 2 as `build` does: the same report above its own last line.
    @Test(arguments: [(RunsScratch.inputs, Int32(1)), ([MergeScratch.fixtures + "/check"], Int32(2))])
    func mergeSaysWhy(_ inputs: [String], _ status: Int32) throws {
        let s = try MergeScratch(); defer { s.remove() }
        let whole = s.build("whole", inputs: inputs)
        s.build("shard1", inputs: inputs, shard: Shard(index: 1, count: 2))
        s.build("shard2", inputs: inputs, shard: Shard(index: 2, count: 2))
        let merged = s.merge(["shard1", "shard2"], out: "merged")
        #expect(merged.exitCode == status && whole.exitCode == status)
        let report = whole.stdout.components(separatedBy: "wrote ").first ?? ""
        #expect(merged.stdout.hasPrefix(report), "\(merged.stdout)")
        #expect(merged.stdout.contains("exit \(status): "))
    }

    /// A part built with other options: the refusal names every option the fingerprint covers.
    @Test func otherOptionsNamesThemAll() {
        let text = MergeRefusal(part: "s2", reason: .otherOptions).description
        for option in ["--fail-on", "--baseline", "--fail-on-new", "SOURCE_DATE_EPOCH", "project file"] {
            #expect(text.contains(option), "\(option)")
        }
    }

    /// `simulate`'s default seed is the bundled default's (scenario inputs use it too).
    @Test func simulateDefaultSeed() throws {
        #expect(try SimulateCommand.parse(["table-covered-banner"]).seed == DefaultInputs.seed)
        #expect(DefaultInputs.seed == 2011)
    }
}
