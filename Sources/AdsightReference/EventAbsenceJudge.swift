#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// `never <events> [where] [while]`: each matching event is a breach; any of the events,
/// whatever its fields, makes the rule apply.
struct EventAbsenceJudge: InstanceJudge {
    let rule: Rule
    let match: EventMatch
    let guardCondition: Condition?
    var applicable = false
    var evidence: [Evidence] = []

    mutating func visit(_ step: ReferenceStep, _ reading: ReferenceReading, _ instance: ReferenceInstance) {
        for e in step.events where instance.concerns(e) && reading.named(match, e) {
            applicable = true
            guard reading.matches(match, e, step),
                  guardCondition.map({ reading.holds($0, in: step.after) && TriggerReading.held($0, step, reading) }) ?? true else { continue }
            evidence.append(reading.evidence(rule, state: step.after, ad: reading.ad(in: step.after), event: e,
                                             step: step, t: e.t, line: e.line))
        }
    }
}
#endif
