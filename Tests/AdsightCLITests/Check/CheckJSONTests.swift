import AdsightNotes
import AdsightRules
import AdsightSession
import Testing
@testable import AdsightCLI

/// The shipped notes' order (`order.txt` beside them).
private let shippedOrder = NoteCatalogue.order(in: NoteSet.embedded)

@Test func everyCatalogueRuleAppearsOncePerValidSession() throws {
    let inputs = [CheckFixtures.clean, CheckFixtures.warning, CheckFixtures.error, CheckFixtures.invalid]
    let result = CheckAction(options: PipelineOptions(inputs: inputs), format: .json).perform()
    let sessions = try CheckFixtures.sessions(result.stdout)
    #expect(sessions.map { $0["file"] as? String } == inputs)
    for session in sessions where session["valid"] as? Bool == true {
        let results = session["results"] as? [[String: Any]] ?? []
        let rules = results.compactMap { $0["rule"] as? String }
        #expect(rules == shippedOrder, "\(session["id"] ?? "")")
        for entry in results {
            #expect(["error", "warning", "info"].contains(entry["severity"] as? String))
            #expect(["pass", "fail", "not-applicable"].contains(entry["status"] as? String))
            #expect(entry["evidence"] is [[String: Any]])
        }
        #expect((session["errors"] as? [Any])?.isEmpty == true)
    }
}

@Test func aFailureCarriesItsEvidence() throws {
    let options = PipelineOptions(inputs: [CheckFixtures.error], builtInNotes: CheckFixtures.notes)
    let sessions = try CheckFixtures.sessions(CheckAction(options: options, format: .json).perform().stdout)
    let results = try #require(sessions.first?["results"] as? [[String: Any]])
    let failed = try #require(results.first { $0["rule"] as? String == "ad-main-thread" })
    #expect(failed["status"] as? String == "fail")
    #expect(failed["severity"] as? String == "error")
    let evidence = try #require(failed["evidence"] as? [[String: Any]])
    #expect(evidence.map { $0["line"] as? Int } == [10, 11])
    #expect(evidence.first?["t"] as? Double == 12.8)
    #expect((evidence.first?["message"] as? String)?.contains("main thread") == true)
    #expect(sessions.first?["id"] as? String == "toprated-background-layout")
}

@Test func anInvalidSessionListsItsErrorsAndNoResults() throws {
    let options = PipelineOptions(inputs: [CheckFixtures.invalid, CheckFixtures.unreadableHeader], builtInNotes: CheckFixtures.notes)
    let sessions = try CheckFixtures.sessions(CheckAction(options: options, format: .json).perform().stdout)
    #expect(sessions.count == 2)
    let invalid = sessions[0]
    #expect(invalid["valid"] as? Bool == false)
    #expect((invalid["results"] as? [Any])?.isEmpty == true)
    let errors = try #require(invalid["errors"] as? [[String: Any]])
    #expect(errors.first?["line"] as? Int == 4)
    #expect(errors.first?["column"] as? Int == 69)
    #expect(errors.first?["message"] is String)
    #expect(invalid["id"] as? String == "toprated-allows-action")
    #expect(sessions[1]["id"] as? String == "unreadable-header.jsonl")
    #expect(sessions[1]["valid"] as? Bool == false)
}

@Test(arguments: [CheckFormat.text, .json])
func checkOutputIsDeterministic(_ format: CheckFormat) {
    let options = PipelineOptions(inputs: [CheckFixtures.set])
    let first = CheckAction(options: options, format: format).perform()
    let second = CheckAction(options: options, format: format).perform()
    #expect(first == second)
}

@Test func withNoInputTheBundledDefaultIsChecked() throws {
    let result = CheckAction(options: PipelineOptions(inputs: [], builtInNotes: CheckFixtures.notes), format: .json).perform()
    let files = try CheckFixtures.sessions(result.stdout).compactMap { $0["file"] as? String }
    #expect(files == DefaultInputs.all.map(\.path))
    #expect(files.contains { $0.hasPrefix("simulated/") })
    #expect(result.stderr == "")
}

/// The entry check prints is the writer's entry made terminal-safe, whichever of its strings
/// holds a character that needs it (the scan is skipped only when all of them are ASCII).
@Test func everyStringOfAnEntryIsMadeTerminalSafe() {
    func report(_ mark: (Int) -> String) -> SessionReport {
        let evidence = [Evidence(t: 1, line: 2, message: "m" + mark(0), ad: "a" + mark(1)), Evidence(t: 2, line: 3, message: "n")]
        return SessionReport(
            file: "f" + mark(2) + ".jsonl", id: "i" + mark(3), header: nil, valid: true,
            errors: [SessionDiagnostic(line: 1, column: 2, message: "e" + mark(4))],
            warnings: [SessionDiagnostic(line: 3, column: 4, message: "w" + mark(5))],
            results: [RuleResult(rule: "r" + mark(6), severity: .error, status: .fail, evidence: evidence),
                      RuleResult(rule: "s" + mark(7), severity: .info, status: .pass)],
            eventCount: 3, duration: 2)
    }
    let plain = report { _ in "" }
    #expect(CheckJSON.holdsOnlyASCII(plain))
    #expect(CheckJSON.terminalSafeEntry(plain) == CheckJSON.entry(plain))
    for field in 0..<8 {
        for mark in ["\u{202E}", "\u{85}", "\u{E9}"] {
            let r = report { $0 == field ? mark : "" }
            #expect(!CheckJSON.holdsOnlyASCII(r), "field \(field)")
            #expect(CheckJSON.terminalSafeEntry(r) == JSONTerminalText.safe(CheckJSON.entry(r)), "field \(field)")
        }
        let bidi = report { $0 == field ? "\u{202E}" : "" }
        #expect(CheckJSON.terminalSafeEntry(bidi) != CheckJSON.entry(bidi), "field \(field)")
    }
}
