import AdsightModel
import AdsightRules
import AdsightSession

/// Judges a session against notes (replaying it once): one `RuleResult` per note, in the
/// order given.
public enum NoteEvaluator {
    public static func evaluate(_ notes: [Note], on session: Session) -> [RuleResult] {
        RuleEvaluator.evaluate(notes: ruleNotes(notes), session: session)
    }

    /// The same for notes already made into rule notes (`ruleNotes(_:)`, made once for a
    /// run's sessions instead of once per session).
    public static func evaluate(_ ruleNotes: [RuleNote], on session: Session) -> [RuleResult] {
        RuleEvaluator.evaluate(notes: ruleNotes, session: session)
    }

    /// The same, also showing `observe` each model step, in order, as the rules judge it.
    public static func evaluate(_ notes: [Note], on session: Session, observe: (Step) -> Void) -> [RuleResult] {
        RuleEvaluator.evaluate(notes: ruleNotes(notes), session: session, observe: observe)
    }

    /// The same, lending `observe` each model step (valid only during the call) instead
    /// of building one per group: the way `build` draws a page's timeline off the replay.
    public static func evaluate(_ notes: [Note], on session: Session, lending observe: (LentStep) -> Void) -> [RuleResult] {
        RuleEvaluator.evaluate(notes: ruleNotes(notes), session: session, lending: observe)
    }

    /// The same for rule notes made once for a run, lending `observe` each model step.
    public static func evaluate(_ ruleNotes: [RuleNote], on session: Session, lending observe: (LentStep) -> Void) -> [RuleResult] {
        RuleEvaluator.evaluate(notes: ruleNotes, session: session, lending: observe)
    }

    /// What the rule evaluator needs of each note, in order.
    public static func ruleNotes(_ notes: [Note]) -> [RuleNote] {
        notes.map { RuleNote(id: $0.id, severity: $0.severity, program: $0.program) }
    }
}
