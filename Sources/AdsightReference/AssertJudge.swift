#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// `assert <header condition>`: judged once, for the session on the header (line 1), for an
/// ad at the first step it is of the rule's kind, at its creation.
struct AssertJudge: InstanceJudge {
    let rule: Rule
    let condition: Condition
    var applicable = false
    var evidence: [Evidence] = []

    /// The session's instance, judged before any event.
    mutating func judgeHeader(_ header: SessionHeader) {
        applicable = true
        let initial = ModelState(header: header)
        let reading = ReferenceReading(header: header, adIndex: -1)
        if !reading.holds(condition, in: initial) {
            evidence.append(reading.evidence(rule, state: initial, ad: nil, event: nil, step: nil, t: 0, line: 1))
        }
    }

    mutating func visit(_ step: ReferenceStep, _ reading: ReferenceReading, _ instance: ReferenceInstance) {
        guard instance.name != nil, !applicable, let ad = reading.ad(in: step.after) else { return }
        applicable = true
        guard !reading.holds(condition, in: step.after) else { return }
        let event = step.events.first { instance.concerns($0) && $0.line == ad.createdLine }
        evidence.append(reading.evidence(rule, state: step.after, ad: ad, event: event, step: step,
                                         t: ad.createdAt, line: ad.createdLine))
    }
}
#endif
