import AdsightRules
import AdsightSession

/// Runs a note's self-tests: each example session is decoded, replayed and judged by that
/// note alone. A must-pass needs status `pass`; a must-fail needs `fail` and, with `lines=`,
/// exactly those evidence lines (lines within the example, header = 1). A note without a
/// must-pass or without a must-fail example fails too.
public enum NoteExampleRunner {
    public static func run(_ note: Note) -> [ExampleOutcome] {
        var outcomes = note.examples.map { run($0, of: note) }
        for expectation in [NoteExample.Expectation.mustPass, .mustFail]
        where !note.examples.contains(where: { $0.expectation == expectation }) {
            outcomes.append(ExampleOutcome(
                noteID: note.id, file: note.file, line: note.bodyLine, expectation: expectation,
                passed: false, message: "the note has no \(expectation.rawValue) example"
            ))
        }
        return outcomes
    }

    static func run(_ example: NoteExample, of note: Note) -> ExampleOutcome {
        let decoded = SessionDecoding.decode(example.session)
        var judged = judge(example, decoded, of: note)
        judged.warnings = warnings(example, decoded, of: note)
        return judged
    }

    /// The example's format warnings at their places: line k of an inline example is the
    /// note's line fence + k; a `file=` example's are its own file's.
    static func warnings(_ example: NoteExample, _ outcome: DecodeOutcome, of note: Note) -> [String] {
        let folder = note.file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let file = example.fileName.map { folder.isEmpty ? $0 : folder + "/" + $0 } ?? note.file
        return outcome.warnings.map { w in
            "\(file):\(example.fileName == nil ? example.line + w.line : w.line):\(w.column): \(w.message)"
        }
    }

    static func judge(_ example: NoteExample, _ outcome: DecodeOutcome, of note: Note) -> ExampleOutcome {
        func result(_ passed: Bool, _ message: String) -> ExampleOutcome {
            ExampleOutcome(noteID: note.id, file: note.file, line: example.line, expectation: example.expectation, passed: passed, message: message)
        }
        guard let session = outcome.session else {
            var failed = result(false, "the example session is invalid: " + (outcome.errors.first?.message ?? "no session"))
            // An inline example's line k is the note's line fence + k: point at the error there.
            if let first = outcome.errors.first, first.line > 0, example.fileName == nil {
                failed.line = example.line + first.line; failed.column = first.column
            }
            return failed
        }
        guard let verdict = NoteEvaluator.evaluate([note], on: session).first else {
            return result(false, "the note produced no result")
        }
        let lines = Array(Set(verdict.evidence.map(\.line))).sorted()
        switch example.expectation {
        case .mustPass:
            guard verdict.status == .pass else {
                return result(false, "expected pass, got \(verdict.status.rawValue)" + evidenceText(verdict))
            }
        case .mustFail:
            guard verdict.status == .fail else {
                return result(false, "expected fail, got \(verdict.status.rawValue)")
            }
            if let pinned = example.pinnedLines, Array(Set(pinned)).sorted() != lines {
                return result(false, "expected evidence on lines \(list(pinned)), got \(list(lines))" + evidenceText(verdict))
            }
        }
        return result(true, "")
    }

    private static func evidenceText(_ verdict: RuleResult) -> String {
        guard let first = verdict.evidence.first else { return "" }
        return " (line \(first.line): \(first.message))"
    }

    private static func list(_ lines: [Int]) -> String {
        lines.isEmpty ? "none" : lines.map(String.init).joined(separator: ",")
    }
}
