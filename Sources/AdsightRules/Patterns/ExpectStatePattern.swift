import AdsightModel
import AdsightSession

/// `after <events> [while] expect <state> within d` (response): each trigger must see the
/// state hold within `d`.
struct ExpectStatePattern: EventPattern {
    private(set) var applicable = false
    var started = false
    private var pending = PendingTriggers()
    var isActive: Bool { !pending.isEmpty }

    static func interest(_ code: RuleCode) -> PatternInterest { PatternInterest(events: code.interest.bits) }

    mutating func advance(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) {
        let within = code.within!
        if pending.isDue(v.t, within) {
            pending.expire(before: v.t, within: within, code: code, header: ctx.header, state: ctx.state, ad: ctx.ad, out: &out)
        }
        if v.mask & code.interest.bits != 0, let first = code.first {
            // A trigger applies the rule only when its `while` guard holds too.
            for k in 0..<v.count where v.concerns(k) && code.firstEvents.contains(v.kinds[k]) && v.matches(first, k, &ctx)
                && BreachReport.guardHeld(code, step, &ctx) {
                applicable = true
                pending.add(v, k)
            }
        }
        if !pending.isEmpty, code.test!.holds(in: &ctx) { pending.clear() }
    }

    mutating func finish(code: RuleCode, header: SessionHeader, final: ModelState, ad: Int?, lastStep: Double,
                         out: inout [Evidence]) {
        pending.finish(code: code, header: header, final: final, ad: ad, out: &out)
    }
}
