#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// `after <events> [while] forbid <events> [within d]`: each banned event inside a window
/// opened by a trigger (for the rest of the session without `within`) is a breach.
struct ForbidJudge: InstanceJudge {
    let rule: Rule
    let trigger: EventMatch
    let guardCondition: Condition?
    let banned: EventMatch
    let within: Double?
    var applicable = false
    var evidence: [Evidence] = []
    /// The last trigger, and the end of the latest window.
    private var lastTrigger: Event?
    private var until = -Double.infinity

    init(_ rule: Rule, trigger: EventMatch, guard g: Condition?, banned: EventMatch, within: Double?) {
        self.rule = rule; self.trigger = trigger; guardCondition = g; self.banned = banned; self.within = within
    }

    mutating func visit(_ step: ReferenceStep, _ reading: ReferenceReading, _ instance: ReferenceInstance) {
        for e in step.events where instance.concerns(e) {
            // An event that follows the trigger in the file follows it, even with the same `t`.
            if lastTrigger != nil, ReferenceTime.notAfter(e.t, until), reading.matches(banned, e, step) {
                evidence.append(reading.evidence(rule, state: step.after, ad: reading.ad(in: step.after), event: e,
                                                 trigger: lastTrigger, step: step, t: e.t, line: e.line))
            }
            if reading.matches(trigger, e, step),
               guardCondition.map({ TriggerReading.held($0, step, reading) }) ?? true {
                applicable = true
                lastTrigger = e
                until = max(until, within.map { e.t + $0 } ?? .infinity)
            }
        }
    }
}
#endif
