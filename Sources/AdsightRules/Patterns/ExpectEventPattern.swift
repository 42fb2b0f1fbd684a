import AdsightModel
import AdsightSession

/// `after <events> [while] expect <events> within d` (response): each trigger must be
/// answered by an expected event within `d`.
struct ExpectEventPattern: EventPattern {
    private(set) var applicable = false
    var started = false
    private var pending = PendingTriggers()
    var isActive: Bool { !pending.isEmpty }

    static func interest(_ code: RuleCode) -> PatternInterest { PatternInterest(events: code.interest.bits) }

    mutating func advance(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) {
        let within = code.within!
        // An expected event anywhere in the group answers every trigger pending in it,
        // the group's own too (one instant: it may already do what the rule asks).
        var answered = false
        for k in 0..<v.count where v.concerns(k) {
            if pending.isDue(v.t, within) {
                pending.expire(before: v.t, within: within, code: code, header: ctx.header, state: ctx.state, ad: ctx.ad, out: &out)
            }
            if code.secondEvents.contains(v.kinds[k]) && v.matches(code.second!, k, &ctx) { answered = true }
            if code.firstEvents.contains(v.kinds[k]) && v.matches(code.first!, k, &ctx), BreachReport.guardHeld(code, step, &ctx) {
                applicable = true
                pending.add(v, k)
            }
        }
        if answered, !pending.isEmpty { pending.clear() }
    }

    mutating func finish(code: RuleCode, header: SessionHeader, final: ModelState, ad: Int?, lastStep: Double,
                         out: inout [Evidence]) {
        pending.finish(code: code, header: header, final: final, ad: ad, out: &out)
    }
}
