import AdsightModel
import AdsightSession

/// `never S` / `always S` (universality), `while` a guard, with an optional grace window
/// after named events: a stretch of bad groups is one breach, unless grace covers it.
struct StatePattern: PatternMachine {
    private(set) var applicable = false
    private(set) var started = false
    private var bad = false
    private var reported = false
    private var lastT = 0.0
    private var graceEnd = -Double.infinity
    private var episode: Episode?

    static func interest(_ code: RuleCode) -> PatternInterest {
        PatternInterest(events: code.interest.bits, states: code.reads, firstStep: true)
    }

    /// A bad stretch not yet reported.
    var isActive: Bool { bad && !reported }

    /// Whether a step with none of the rule's events leaves the instance as it is: a bad
    /// stretch already reported is not open; until a state it reads changes, judging it only
    /// moves `lastT`, which is read only while a stretch is open (and set when one opens).
    private func isQuiet(_ code: RuleCode, changes: UInt64) -> Bool { changes & code.reads == 0 && !isActive }

    @inline(__always)
    mutating func observe(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) -> Int {
        let was = isActive
        // The states the step changed; at the first step, every state is new to the instance.
        var changes = v.changes
        if !started {
            started = true
            changes = StateName.everything
            if code.scope == .session { lastT = v.t }
        }
        let t = v.t
        let idle = v.mask & code.interest.bits == 0
        if idle, isQuiet(code, changes: changes) { return 0 }
        if isActive { closeInterval(until: t, code: code, header: ctx.header, out: &out) }
        if !idle, code.first != nil, let graceFor = code.within {
            for k in 0..<v.count where v.concerns(k) && code.firstEvents.contains(v.kinds[k]) && v.matches(code.first!, k, &ctx) {
                graceEnd = max(graceEnd, t + graceFor)
            }
        }
        // With none of the states it reads changed, the conditions answer as they did at
        // the last step: still `bad`, and `applicable` already set if the guard held.
        if changes & code.reads != 0 {
            let guarded = code.guardTest?.holds(in: &ctx) ?? true
            if guarded { applicable = true }
            let nowBad = guarded && code.test!.holds(in: &ctx)
            if nowBad && !bad {
                reported = false
                episode = Self.episode(v, step, code: code, ctx: ctx)
                if code.lasting > 0 { graceEnd = max(graceEnd, t + code.lasting) }  // `for more than`
            }
            bad = nowBad
        }
        lastT = t
        return (isActive ? 1 : 0) - (was ? 1 : 0)
    }

    /// The instance's ad object ended at `t` (its name re-created as the other kind): an open
    /// stretch ends there, closed as a visit at `t` closes it, and nothing of the old object
    /// is bad any more (a later object's stretch is a new one).
    mutating func end(at t: Double, code: RuleCode, header: SessionHeader, out: inout [Evidence]) -> Int {
        guard bad else { return 0 }
        let wasActive = !reported
        if wasActive { closeInterval(until: t, code: code, header: header, out: &out) }
        bad = false
        lastT = t
        return wasActive ? -1 : 0
    }

    mutating func finish(code: RuleCode, header: SessionHeader, final: ModelState, ad: Int?, lastStep: Double,
                         out: inout [Evidence]) {
        closeInterval(until: .infinity, code: code, header: header, out: &out)
    }

    /// The start of a bad stretch: its event and the state (rare: out of `judge`'s frame).
    @inline(never)
    private static func episode(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: EvalContext) -> Episode {
        Episode(event: BreachStart.event(v, step, code: code, ctx: ctx), state: ctx.state, ad: ctx.ad)
    }

    /// Ends the interval from the last judged group to `t`: a bad state not covered by
    /// grace there is a breach (once per stretch of bad groups).
    @inline(never)
    private mutating func closeInterval(until t: Double, code: RuleCode, header: SessionHeader, out: inout [Evidence]) {
        guard bad, !reported, let ep = episode else { return }
        // Covered when the grace window reaches the next group (ends included).
        if graceEnd >= lastT, Tolerance.notAfter(t, graceEnd) { return }
        reported = true
        // The evidence names one event, its `t` with its line: the event that made the state
        // bad, which the message describes (the end of the grace is not an event of the file).
        let at = ep.event?.t ?? (graceEnd >= lastT ? graceEnd : lastT)
        BreachReport.report(code, header, state: ep.state, ad: ep.ad, findings: [], event: ep.event, trigger: nil,
                            t: at, line: ep.event?.line ?? 1, out: &out)
    }
}
