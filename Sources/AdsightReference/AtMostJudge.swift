#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// `at most N <events> [where] [within d]`: the first event over the limit of each burst is
/// a breach, its message saying the burst's largest count; a burst ends at the next matching
/// event that is not over it.
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
    /// The open burst's breach: its place in `evidence`, what it was written from, its count.
    private var burst: (index: Int, state: ModelState, event: Event, step: ReferenceStep, count: Int)?

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
                burst = nil
                continue
            }
            if !inBurst {
                evidence.append(reading.evidence(rule, state: step.after, ad: reading.ad(in: step.after), event: e,
                                                 step: step, count: count, t: e.t, line: e.line))
                burst = (evidence.count - 1, step.after, e, step, count)
            } else if var b = burst, count > b.count {
                // The burst grew: its one breach says its largest count.
                b.count = count
                evidence[b.index] = reading.evidence(rule, state: b.state, ad: reading.ad(in: b.state), event: b.event,
                                                     step: b.step, count: count, t: b.event.t, line: b.event.line)
                burst = b
            }
            inBurst = true
        }
    }
}
#endif
