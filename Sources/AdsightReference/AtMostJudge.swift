#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// `at most N <events> [where] [within d]`: the first event over the limit of each burst is
/// a breach; a burst ends at the next matching event that is not over it.
struct AtMostJudge: InstanceJudge {
    let rule: Rule
    let limit: Int
    let match: EventMatch
    let within: Double?
    var applicable = false
    var evidence: [Evidence] = []
    /// The `t` of every matching event so far.
    private var times: [Double] = []
    private var inBurst = false

    init(_ rule: Rule, limit: Int, _ match: EventMatch, within: Double?) {
        self.rule = rule; self.limit = limit; self.match = match; self.within = within
    }

    mutating func visit(_ step: ReferenceStep, _ reading: ReferenceReading, _ instance: ReferenceInstance) {
        for e in step.events where instance.concerns(e) && reading.matches(match, e, step) {
            applicable = true
            times.append(e.t)
            // The window of length d ending at this event, both ends included.
            let count = within.map { d in times.filter { ReferenceTime.notAfter(e.t, $0 + d) }.count } ?? times.count
            guard count > limit else {
                inBurst = false
                continue
            }
            if !inBurst {
                evidence.append(reading.evidence(rule, state: step.after, ad: reading.ad(in: step.after), event: e,
                                                 step: step, count: count, t: e.t, line: e.line))
            }
            inBurst = true
        }
    }
}
#endif
