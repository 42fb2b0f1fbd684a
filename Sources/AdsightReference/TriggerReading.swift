#if DEBUG
import AdsightModel
@testable import AdsightRules

/// The one place that says in which state a rule set off by an event reads its conditions
/// (`session-format.md`, "Derived state"): the state before the event's group, as the event
/// arrived; the same group may already do what the rule asks. An ad made in the group (no
/// earlier object of its own before it) is read as the group left it.
enum TriggerReading {
    /// Whether `condition` held as `step`'s events arrived, for the instance `reading` judges.
    static func held(_ condition: Condition, _ step: ReferenceStep, _ reading: ReferenceReading) -> Bool {
        let a = reading.adIndex
        if a >= 0, a >= step.before.ads.count || step.before.ads[a].createdLine != step.after.ads[a].createdLine {
            return reading.holds(condition, in: step.after)
        }
        return reading.holds(condition, in: step.before, before: true)
    }
}
#endif
