import AdsightRules
import AdsightSession

/// Judges a session against notes: one `RuleResult` per note, in the order given.
public enum NoteEvaluator {
    public static func evaluate(_ notes: [Note], on session: Session) -> [RuleResult] {
        // Placeholder until the rule language's evaluator lands: every rule not applicable.
        notes.map { RuleResult(rule: $0.id, severity: $0.severity, status: .notApplicable) }
    }
}
