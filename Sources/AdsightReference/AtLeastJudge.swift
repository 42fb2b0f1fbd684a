#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// `at least N <events> within d [while <state>]`: while the `while` state holds (without
/// one: whenever the instance is judged), every window of length `d` from the stretch's start
/// holds N matching events. A group later than the N-th latest matching event of the stretch
/// (or its start) plus `d` is a breach, reported at the event counted from; after it,
/// counting starts again at the next matching event. At the end, only a deadline passed by the last group counts.
struct AtLeastJudge: InstanceJudge {
    let rule: Rule
    let limit: Int
    let match: EventMatch
    let within: Double
    let guardCondition: Condition?
    var applicable = false
    var evidence: [Evidence] = []
    private var open = false
    private var waiting = false
    /// The stretch's start (or the first event after a breach) and every matching event since.
    private var start: (t: Double, line: Int) = (0, 1)
    private var startEvent: Event?
    private var events: [Event] = []
    /// The state after the group that opened the stretch or brought its latest event.
    private var anchor: ModelState?
    /// The last visit's `t` and reading (`end` is given none).
    private var lastT = 0.0
    private var lastReading: ReferenceReading?

    init(_ rule: Rule, limit: Int, _ match: EventMatch, within: Double, guard g: Condition?) {
        self.rule = rule; self.limit = limit; self.match = match; self.within = within; guardCondition = g
    }

    mutating func visit(_ step: ReferenceStep, _ reading: ReferenceReading, _ instance: ReferenceInstance) {
        lastT = step.t
        lastReading = reading
        breachIfDue(before: step.t, reading)
        let holds = guardCondition.map { reading.holds($0, in: step.after) } ?? true
        if !holds {
            open = false
        } else if !open {
            applicable = true
            open = true
            waiting = false
            events = []
            startEvent = step.events.first(where: instance.concerns)
            start = (step.t, startEvent?.line ?? 1)
            anchor = step.after
        }
        guard open else { return }
        for e in step.events where instance.concerns(e) && reading.matches(match, e, step) {
            if waiting {
                waiting = false
                events = []
                start = (e.t, e.line)
                startEvent = e
            }
            events.append(e)
            anchor = step.after
        }
    }

    private mutating func breachIfDue(before t: Double, _ reading: ReferenceReading) {
        guard open, !waiting, let anchor else { return }
        let counted = events.count >= limit ? events[events.count - limit] : startEvent
        let from = events.count >= limit ? (events[events.count - limit].t, events[events.count - limit].line) : start
        guard !ReferenceTime.notAfter(t, from.0 + within) else { return }
        let inWindow = events.count >= limit ? limit - 1 : events.count
        evidence.append(reading.evidence(rule, state: anchor, ad: reading.ad(in: anchor), event: counted, step: nil,
                                         count: inWindow, t: from.0, line: from.1, deadline: from.0 + within))
        waiting = true
    }

    mutating func end(at t: Double) {
        if let reading = lastReading { breachIfDue(before: t, reading) }
        open = false
    }

    mutating func finish(final: ModelState, _ reading: ReferenceReading) {
        breachIfDue(before: lastT, reading)
    }
}
#endif
