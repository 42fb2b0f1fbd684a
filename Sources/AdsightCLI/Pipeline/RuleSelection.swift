import AdsightNotes
import AdsightRules

/// What the rule engine is handed for a run, and how its results become a session's: the
/// notes but those the project file turns off (a rule turned off is never evaluated), then
/// each rule turned off put back in its catalogue place as not applicable and `disabled`
/// (every rule of the catalogue still appears once per valid session, as cli.md fixes), and
/// the failures a suppression covers marked with its reason.
struct RuleSelection: Sendable {
    /// The notes evaluated, in catalogue order.
    let evaluated: [Note]
    /// `evaluated` made into rule notes once for the run.
    let ruleNotes: [RuleNote]
    /// Every note's rule and severity, in catalogue order.
    private let catalogue: [(rule: String, severity: Severity)]
    let policy: RulePolicy

    init(notes: [Note], policy: RulePolicy) {
        self.policy = policy
        evaluated = policy.disabled.isEmpty ? notes : notes.filter { !policy.disabled.contains($0.id) }
        ruleNotes = NoteEvaluator.ruleNotes(evaluated)
        catalogue = notes.map { ($0.id, $0.severity) }
    }

    /// Session `id`'s results from the engine's results over `evaluated` (in its order).
    func results(_ evaluated: [RuleResult], session id: String) -> [RuleResult] {
        var results = evaluated
        if !policy.disabled.isEmpty {
            results = []
            results.reserveCapacity(catalogue.count)
            var next = evaluated.makeIterator()
            for (rule, severity) in catalogue {
                if policy.disabled.contains(rule) {
                    results.append(RuleResult(rule: rule, severity: severity, status: .notApplicable, disabled: true))
                } else if let result = next.next() {
                    results.append(result)
                }
            }
        }
        policy.markSuppressed(&results, session: id)
        return results
    }
}
