import Testing
@testable import AdsightCLI

@Test func textReportShowsFailuresWithEvidenceFixAndTotals() {
    let options = PipelineOptions(inputs: [CheckFixtures.set], failOn: .warning, builtInNotes: CheckFixtures.notes)
    let text = CheckAction(options: options, format: .text).perform().stdout
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.contains("\(CheckFixtures.error) (toprated-background-layout): 1 failed, 0 passed, 1 not applicable"))
    #expect(lines.contains("  FAIL error ad-main-thread: Use iAd only from the main thread"))
    #expect(lines.contains { $0.hasPrefix("    \(CheckFixtures.error):10:1: t=12.800: bannerLoaded was called on thread") })
    #expect(lines.contains { $0.hasPrefix("    fix: Hop to the main thread") })
    #expect(lines.contains("  FAIL warning ad-allow-actions: Let ad actions run"))
    #expect(lines.contains("\(CheckFixtures.invalid) (toprated-allows-action): INVALID, 1 error"))
    // One location format everywhere: FILE:LINE:COLUMN: message.
    #expect(lines.contains { $0.hasPrefix("  \(CheckFixtures.invalid):4:69: ") })
    #expect(!text.contains("line 4, column"))
    #expect(lines.last == "4 sessions (1 invalid) against 2 notes: 2 rule failures (1 error, 1 warning, 0 info) of 2 rules in 2 sessions; fail-on warning: exit 2 (1 session is invalid)")
}

/// Status 2 that --fail-on did not cause says what did, in build's words.
@Test(arguments: [
    (["missing.jsonl"], "(1 input error)"),
    (["missing.jsonl", "also-missing.jsonl"], "(2 input errors)"),
])
func textReportSaysWhatMadeTheStatusTwo(_ missing: [String], _ reason: String) {
    let inputs = [CheckFixtures.clean] + missing.map { CheckFixtures.set + "/" + $0 }
    let options = PipelineOptions(inputs: inputs, failOn: .error, builtInNotes: CheckFixtures.notes)
    let result = CheckAction(options: options, format: .text).perform()
    #expect(result.exitCode == 2)
    let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasSuffix("; fail-on error: exit 2 \(reason)"), "\(last)")
}

@Test func textReportPutsInvalidThenFailingSessionsBeforeCleanOnes() {
    let options = PipelineOptions(inputs: [CheckFixtures.set], failOn: .warning, builtInNotes: CheckFixtures.notes)
    let text = CheckAction(options: options, format: .text).perform().stdout
    let summaries = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(CheckFixtures.set) }
    // Input order is a-clean, b-warning, c-error, d-invalid.
    #expect(summaries.map { $0.prefix(CheckFixtures.set.count + 2) } == [
        CheckFixtures.invalid, CheckFixtures.warning, CheckFixtures.error, CheckFixtures.clean,
    ].map { $0.prefix(CheckFixtures.set.count + 2) })
    #expect(text.contains("\(CheckFixtures.clean) (toprated-"))
    #expect(!text.contains("\(CheckFixtures.clean)" + ")\n\n"))
}

