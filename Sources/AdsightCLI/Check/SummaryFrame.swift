import AdsightJSON
import AdsightNotes
import AdsightRuns
import AdsightSite

/// The text around the sessions of a `check --format json` document (and `summary.json`):
/// before them the version, the format and the notes' check digests (`checks`, for a later
/// run's baseline to tell a changed note), after them the comparison with the baseline
/// when there is one. Pretty as `JSONWriter` lays it out (2-space indentation).
public struct SummaryFrame: Sendable {
    /// Per rule in catalogue order, the digest of its note's check text (`NoteDigests`).
    public var checks: [(rule: String, digest: String)]
    /// The comparison, once every session was added (its marks are made from it too).
    public var comparison: RunComparison?
    /// What makes the run exit 2 besides an invalid session (`RunProblem`): the document's
    /// `problems`, written only when there are some.
    var problems: [RunProblem] = []

    public init(checks: [(rule: String, digest: String)] = [], comparison: RunComparison? = nil) {
        self.checks = checks; self.comparison = comparison
    }

    /// The frame of a run of `notes` (their check digests) compared, when given, with
    /// `baseline` (a result counts toward `--fail-on-new` at or above `failOn`): the one
    /// set-up of `check`, `build` and `merge`.
    init(notes: [Note], baseline: Baseline?, failOn: FailOn) {
        let checks = NoteDigests.of(notes)
        let digests = Dictionary(checks.map { ($0.rule, $0.digest) }, uniquingKeysWith: { a, _ in a })
        self.init(checks: checks, comparison: baseline.map { RunComparison(baseline: $0, digests: digests, threshold: failOn.threshold) })
    }

    /// Up to the `sessions` array's `[`.
    public var prologue: String {
        var out = "{\n  \"adsight\": \"\(AdsightVersion.current)\",\n  \"format\": \(Baseline.currentFormat),\n  \"checks\": {"
        for (i, check) in checks.enumerated() {
            out += (i == 0 ? "\n    " : ",\n    ") + Self.quoted(check.rule) + ": " + Self.quoted(check.digest)
        }
        out += checks.isEmpty ? "},\n  \"sessions\": [" : "\n  },\n  \"sessions\": ["
        return out
    }

    /// Before the first entry.
    public var head: String { prologue + "\n    " }
    /// After the last entry.
    public var tail: String { "\n  ]" + closing }
    /// The whole document of no session.
    public var empty: String { prologue + "]" + closing }

    /// After the `sessions` array: the problems, the comparison's object, then the document's end.
    private var closing: String { problemList + comparisonObject }

    /// `"problems": [{"kind": .., "file": .., "line": .., "column": .., "message": ..}, ...]`
    /// (a note's file, and its line and column when the problem has one; only its kind and
    /// message for the others).
    private var problemList: String {
        guard !problems.isEmpty else { return "" }
        let items = problems.map { p in
            var item = "{\"kind\": \(Self.quoted(p.kind))"
            if let file = p.file { item += ", \"file\": \(Self.quoted(file))" }
            if p.file != nil, p.line > 0 { item += ", \"line\": \(p.line), \"column\": \(p.column)" }  // 0: the file as a whole
            return item + ", \"message\": \(Self.quoted(p.message))}"
        }
        return ",\n  \"problems\": [\n    " + items.joined(separator: ",\n    ") + "\n  ]"
    }

    private var comparisonObject: String {
        guard let c = comparison else { return "\n}\n" }
        func list(_ items: [String]) -> String {
            items.isEmpty ? "[]" : "[\n      " + items.map(Self.quoted).joined(separator: ",\n      ") + "\n    ]"
        }
        return ",\n  \"comparison\": {\n    \"baseline\": \(Self.quoted(c.baseline.path)),\n    \"newFailures\": \(c.newFailures),\n"
            + "    \"fixed\": \(c.fixed),\n    \"stillFailing\": \(c.stillFailing),\n    \"newSessions\": \(c.newSessions),\n"
            + "    \"goneSessions\": \(list(c.goneSessions)),\n    \"changedNotes\": \(list(c.changedRules))\n  }\n}\n"
    }

    /// A JSON string literal (escaped as the document's writer escapes).
    static func quoted(_ text: String) -> String {
        var out = JSONBytes(capacity: text.utf8.count + 2)
        out.appendQuoted(text)
        return String(decoding: out.bytes, as: UTF8.self)
    }
}
