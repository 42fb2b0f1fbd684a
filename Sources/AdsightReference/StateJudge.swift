#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// `never <state>` / `always <state>` `[while] [except within d after <events>]`: each
/// stretch of consecutive judged groups where the state is bad is one breach, found at the
/// first moment no grace window covers and reported at the event that made the state bad.
struct StateJudge: InstanceJudge {
    let rule: Rule
    let bad: Condition
    let guardCondition: Condition?
    let grace: EventMatch?
    let graceFor: Double
    /// `for more than`: a stretch is a breach only once it lasted this long (0: none).
    let lasting: Double
    var applicable = false
    var evidence: [Evidence] = []
    private var isBad = false
    private var reported = false
    /// The `t` of the last judged group.
    private var lastT = 0.0
    private var graceEnd = -Double.infinity
    /// Where the open stretch began: its event, and the state and ad then (for the message).
    private var start: (event: Event?, state: ModelState, ad: AdState?)?
    private var header: SessionHeader

    init(_ rule: Rule, header: SessionHeader, bad: Condition, guard g: Condition?, grace: EventMatch?, graceFor: Double,
         lasting: Double) {
        self.rule = rule; self.header = header; self.bad = bad; guardCondition = g; self.grace = grace
        self.graceFor = graceFor; self.lasting = lasting
    }

    mutating func visit(_ step: ReferenceStep, _ reading: ReferenceReading, _ instance: ReferenceInstance) {
        let t = step.t
        close(until: t)
        if let grace {
            for e in step.events where instance.concerns(e) && reading.matches(grace, e, step) {
                graceEnd = max(graceEnd, t + graceFor)
            }
        }
        let guarded = guardCondition.map { reading.holds($0, in: step.after) } ?? true
        if guarded { applicable = true }
        let nowBad = guarded && reading.holds(bad, in: step.after)
        if nowBad && !isBad {
            reported = false
            let event = BreachStartReference.event(step, instance, header: header, bad: bad, guard: guardCondition)
            start = (event, step.after, reading.ad(in: step.after))
            // `for more than d`: the stretch is covered until d after it began.
            if lasting > 0 { graceEnd = max(graceEnd, t + lasting) }
        }
        isBad = nowBad
        lastT = t
    }

    mutating func end(at t: Double) {
        guard isBad else { return }
        close(until: t)
        isBad = false
        lastT = t
    }

    mutating func finish(final: ModelState, _ reading: ReferenceReading) { close(until: .infinity) }

    /// Ends the interval from the last judged group to `t`: a bad state no grace window
    /// covers up to `t` is reported, once per stretch.
    private mutating func close(until t: Double) {
        guard isBad, !reported, let start else { return }
        let covered = graceEnd >= lastT
        if covered, ReferenceTime.notAfter(t, graceEnd) { return }
        reported = true
        // The `t` of the event whose line the evidence gives (not the end of the grace).
        let at = start.event?.t ?? (covered ? graceEnd : lastT)
        let reading = ReferenceReading(header: header, adIndex: -1)
        evidence.append(reading.evidence(rule, state: start.state, ad: start.ad, event: start.event, step: nil,
                                         t: at, line: start.event?.line ?? 1))
    }
}
#endif
