#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// `after <events> [while] expect <state> within d` and `... expect <events> within d`: each
/// trigger not answered in time is a breach (one still open at the end too).
struct ExpectJudge: InstanceJudge {
    enum Goal {
        case state(Condition)
        case event(EventMatch)
    }
    let rule: Rule
    let trigger: EventMatch
    let guardCondition: Condition?
    let goal: Goal
    let within: Double
    var applicable = false
    var evidence: [Evidence] = []
    /// The triggers not answered yet, oldest first.
    private var pending: [Event] = []

    init(_ rule: Rule, trigger: EventMatch, guard g: Condition?, goal: Goal, within: Double) {
        self.rule = rule; self.trigger = trigger; guardCondition = g; self.goal = goal; self.within = within
    }

    mutating func visit(_ step: ReferenceStep, _ reading: ReferenceReading, _ instance: ReferenceInstance) {
        expire(before: step.t, state: step.after, reading)
        var answered = false
        for e in step.events where instance.concerns(e) {
            if case .event(let answer) = goal, reading.matches(answer, e, step) { answered = true }
            if reading.matches(trigger, e, step), guardCondition.map({ TriggerReading.held($0, step, reading) }) ?? true {
                applicable = true
                pending.append(e)
            }
        }
        // An expected event anywhere in the group answers every trigger pending, the group's own too.
        if answered { pending = [] }
        // The state after the trigger's own group answers it.
        if case .state(let s) = goal, reading.holds(s, in: step.after) { pending = [] }
    }

    mutating func finish(final: ModelState, _ reading: ReferenceReading) {
        expire(before: .infinity, state: final, reading)
    }

    /// Reports every pending trigger whose window ended before `t`.
    private mutating func expire(before t: Double, state: ModelState, _ reading: ReferenceReading) {
        while let first = pending.first, !ReferenceTime.notAfter(t, first.t + within) {
            pending.removeFirst()
            evidence.append(reading.evidence(rule, state: state, ad: reading.ad(in: state), event: nil, trigger: first,
                                             step: nil, t: first.t, line: first.line, deadline: first.t + within))
        }
    }
}
#endif
