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
    }
}
