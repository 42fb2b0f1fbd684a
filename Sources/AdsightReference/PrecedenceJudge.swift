#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// `before <events> require <state>` and `before <events> require <events> within d`: each
/// event without what it needs is a breach.
struct PrecedenceJudge: InstanceJudge {
    enum Need {
        case state(Condition)
        case event(EventMatch, within: Double)
    }
    let rule: Rule
    let match: EventMatch
    let need: Need
    var applicable = false
    var evidence: [Evidence] = []
    /// The `t` of the last needed event.
    private var lastNeeded: Double?

    init(_ rule: Rule, _ match: EventMatch, _ need: Need) { self.rule = rule; self.match = match; self.need = need }

    mutating func visit(_ step: ReferenceStep, _ reading: ReferenceReading, _ instance: ReferenceInstance) {
        // A needed event anywhere in the group comes in time for the group's events.
        if case .event(let needed, _) = need,
           step.events.contains(where: { instance.concerns($0) && reading.matches(needed, $0, step) }) {
            lastNeeded = step.t
        }
        for e in step.events where instance.concerns(e) {
            if reading.matches(match, e, step) {
                applicable = true
                if !met(e, step, reading) {
                    evidence.append(reading.evidence(rule, state: step.after, ad: reading.ad(in: step.after), event: e,
                                                     step: step, t: e.t, line: e.line))
                }
            }
        }
    }

    private func met(_ e: Event, _ step: ReferenceStep, _ reading: ReferenceReading) -> Bool {
        switch need {
        case .state(let s):  // met when it held as the event arrived, or the group brought it
            return reading.holds(s, in: step.after) || TriggerReading.held(s, step, reading)
        case .event(_, let within): return lastNeeded.map { ReferenceTime.notAfter(e.t, $0 + within) } ?? false
        }
    }
}
#endif
