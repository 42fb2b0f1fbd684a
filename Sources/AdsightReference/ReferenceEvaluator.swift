#if DEBUG
import AdsightModel
@testable import AdsightRules

import AdsightSession

/// A naive evaluator of the rule language, for differential tests of `RuleEvaluator`:
/// it replays the session through the model, keeps every step's whole state, and judges
/// every instance of every rule at every step, each condition through its value form.
/// No rule index, no skipping of quiet steps, no change masks: slow and
/// plain, so that the engine's shortcuts have something to be compared against.
public enum ReferenceEvaluator {
    /// What `RuleEvaluator.evaluate(notes:session:)` must return.
    public static func evaluate(notes: [RuleNote], session: Session) -> [RuleResult] {
        let (steps, final) = ReferenceStep.replay(session)
        return notes.map { note in
            var evidence: [Evidence] = []
            var applicable = false
            for rule in note.program.rules {
                let (a, e) = ReferenceRule.judge(rule, header: session.header, steps: steps, final: final)
                applicable = applicable || a
                evidence += e
            }
            evidence.sort { ($0.t, $0.line, $0.message) < ($1.t, $1.line, $1.message) }
            let status: RuleStatus = !evidence.isEmpty ? .fail : (applicable ? .pass : .notApplicable)
            return RuleResult(rule: note.id, severity: note.severity, status: status, evidence: evidence)
        }
    }
}
#endif
