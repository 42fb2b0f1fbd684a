#if DEBUG
import AdsightModel
@testable import AdsightRules

/// The one place that says in which state a rule set off by an event reads its conditions:
/// the `while` of `after`/`never <events>`, and the state `before ... require` needs.
///
/// Today's engine (and `rule-language.md`): the state after the event's group. The
/// contract (`session-format.md`, "Derived state") moves this to the state before the
/// group (the same group may already do what the rule asks); when the engine does,
/// this is what changes.
enum TriggerReading {
    static func state(_ step: ReferenceStep) -> ModelState { step.after }
}
#endif
