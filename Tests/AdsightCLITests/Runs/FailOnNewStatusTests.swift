@testable import AdsightCLI
import Foundation
import Testing

/// With `--fail-on-new` every output that states the exit status states the real one: the
/// text and Markdown reports of `check`, and `build`'s closing summary (cli.md, "Across runs").
@Suite struct FailOnNewStatusTests {
    /// A baseline equal to the run: rules fail (exit 1 without the flag) but none newly.
    func same(_ s: RunsScratch) throws { try s.write("same.json", s.check().stdout) }

    @Test(arguments: [(CheckFormat.text, "exit "), (CheckFormat.markdown, "exit status ")])
    func checkPrintsTheRealStatus(format: CheckFormat, phrase: String) throws {
        let s = try RunsScratch(); defer { s.remove() }
        try same(s)
        let plain = s.check(format: format, baseline: "same.json")
        #expect(plain.exitCode == 1)
        #expect(plain.stdout.contains(phrase + "1"))
        let new = s.check(format: format, baseline: "same.json", failOnNew: true)
        #expect(new.exitCode == 0)
        #expect(new.stdout.contains(phrase + "0"), "\(new.stdout)")
        #expect(!new.stdout.contains(phrase + "1"))
    }

    @Test func buildSummaryPrintsTheRealStatus() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try same(s)
        let result = s.build("site", baseline: "same.json", failOnNew: true)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("exit 0: no new failure at or above --fail-on error"), "\(result.stdout)")
        // The dashboard says why its failing rules do not fail the run; without the flag it does not.
        let phrase = "counting only the failures new since the baseline (<code>--fail-on-new</code>"
        #expect(s.read("site/index.html")?.contains(phrase) == true)
        _ = s.build("plain", baseline: "same.json")
        #expect(s.read("plain/index.html")?.contains(phrase) == false)
    }

    static let noBaseline = "warning: --fail-on-new has no effect without --baseline\n"
    static let noMarkdown = "warning: --site-url has no effect without --format markdown\n"

    /// Options that would do nothing say so on standard error; the exit status stays.
    @Test func unusedOptionsWarn() throws {
        let s = try RunsScratch(); defer { s.remove() }
        let plain = s.check(format: .text)
        let flagged = s.check(format: .text, failOnNew: true)
        #expect(flagged.exitCode == plain.exitCode)
        #expect(flagged.stderr == Self.noBaseline + plain.stderr)
        #expect(flagged.stdout == plain.stdout)
        for format in [CheckFormat.text, .json, .github] {
            let linked = s.check(format: format, siteURL: "https://example.org/site/")
            #expect(linked.exitCode == plain.exitCode)
            #expect(linked.stderr.hasPrefix(Self.noMarkdown), "\(format)")
        }
        #expect(!s.check(format: .markdown, siteURL: "https://example.org/site/").stderr.contains("warning: --site-url"))
        try s.write("same.json", s.check().stdout)
        #expect(!s.check(baseline: "same.json", failOnNew: true).stderr.contains("warning: --fail-on-new"))
        let built = s.build("site", failOnNew: true)
        #expect(built.exitCode == 1)
        #expect(built.stderr.hasPrefix(Self.noBaseline), "\(built.stderr)")
        // merge uses the built-in notes: its part is built with them.
        _ = BuildAction(options: PipelineOptions(inputs: RunsScratch.inputs), out: s.absolute("part"), sourceDateEpoch: nil,
                        currentDirectory: s.path, homeDirectory: s.path + "/home").perform()
        var merge = MergeAction(parts: [s.absolute("part")], out: s.absolute("merged"), sourceDateEpoch: nil,
                                currentDirectory: s.path, homeDirectory: s.path + "/home")
        merge.failOnNew = true
        let merged = merge.perform()
        #expect(merged.exitCode == 1)
        #expect(merged.stderr.hasPrefix(Self.noBaseline), "\(merged.stderr)")
    }
}
