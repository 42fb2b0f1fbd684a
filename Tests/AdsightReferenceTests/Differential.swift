import AdsightReference
import AdsightRules
import AdsightSession
import Testing

/// The engine against the reference evaluator on one session: the verdicts and evidence
/// must be identical. On a mismatch the issue shows the session and both results.
enum Differential {
    /// Compares the two over `session` (written to bytes and decoded back, as a user's run
    /// reads it), recording an issue named `label` on a mismatch. Returns whether they agree.
    @discardableResult
    static func check(_ session: Session, notes: [RuleNote] = DifferentialNotes.all, label: String,
                      sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let bytes = SessionEncoder.encode(session)
        guard let decoded = SessionDecoding.decode(bytes).session else {
            Issue.record("\(label): the session does not decode", sourceLocation: sourceLocation)
            return false
        }
        return check(decoded, text: String(decoding: bytes, as: UTF8.self), notes: notes, label: label,
                     sourceLocation: sourceLocation)
    }

    /// `check(_:notes:label:)` for a session decoded from `text`.
    @discardableResult
    static func check(_ session: Session, text: String, notes: [RuleNote] = DifferentialNotes.all, label: String,
                      sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let engine = RuleEvaluator.evaluate(notes: notes, session: session)
        let reference = ReferenceEvaluator.evaluate(notes: notes, session: session)
        let differing = zip(engine, reference).filter { $0.0 != $0.1 }
        guard !differing.isEmpty || engine.count != reference.count else { return true }
        let shown = text.split(separator: "\n").prefix(400).joined(separator: "\n")
        let report = differing.map { e, r in "rule \(e.rule):\n  engine:    \(describe(e))\n  reference: \(describe(r))" }
        Issue.record("\(label): engine and reference differ\n\(report.joined(separator: "\n"))\nsession:\n\(shown)",
                     sourceLocation: sourceLocation)
        return false
    }

    static func describe(_ r: RuleResult) -> String {
        "\(r.status.rawValue) " + r.evidence.map { "[t=\($0.t) line \($0.line) ad \($0.ad ?? "-"): \($0.message)]" }
            .joined(separator: " ")
    }
}
