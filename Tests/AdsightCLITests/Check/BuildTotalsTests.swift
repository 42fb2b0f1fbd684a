@testable import AdsightCLI
import Foundation
import Testing

/// `build` and `check` state a run's totals in the same words and numbers (`RunTotals`),
/// and `build` names each invalid session's problems as `file:line:column: message`.
@Suite struct BuildTotalsTests {
    static let inputs: [[String]] = [[], [CheckFixtures.root + "/set"], [CheckFixtures.root]]

    /// The first line of build's summary is check's totals (before its "; fail-on ..." tail).
    @Test(arguments: inputs)
    func sameTotals(_ inputs: [String]) throws {
        let s = try MergeScratch(); defer { s.remove() }
        let built = s.build("site", inputs: inputs).stdout
        let checked = CheckAction(options: PipelineOptions(inputs: inputs)).perform().stdout
        let totals = try #require(built.split(separator: "\n").first)
        #expect(checked.contains(String(totals) + "; fail-on error"), "\(totals)\n\(checked.suffix(300))")
    }

    /// The invalid sessions' diagnostics as check prints them, at most `errorLimit` a session.
    @Test func invalidSessionsLocated() throws {
        let s = try MergeScratch(); defer { s.remove() }
        let built = s.build("site", inputs: [CheckFixtures.root]).stdout
        let checked = CheckAction(options: PipelineOptions(inputs: [CheckFixtures.root])).perform().stdout
        let located = built.split(separator: "\n").filter { $0.hasPrefix("  invalid: ") }
        #expect(!located.isEmpty, "\(built)")
        for line in located { #expect(checked.contains(line.dropFirst("  invalid: ".count)), "\(line)") }
        #expect(built.contains("exit 2: "))
    }
}
