import AdsightRules
import AdsightSession

/// Judges a session against notes (replaying it once): one `RuleResult` per note, in the
/// order given.
public enum NoteEvaluator {
    public static func evaluate(_ notes: [Note], on session: Session) -> [RuleResult] {
        let ruleNotes = notes.map { RuleNote(id: $0.id, severity: $0.severity, program: $0.program) }
        return RuleEvaluator.evaluate(notes: ruleNotes, session: session)
    }
}
