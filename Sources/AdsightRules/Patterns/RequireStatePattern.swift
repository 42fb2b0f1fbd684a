import AdsightModel
import AdsightSession

/// `before <events> require <state>` (precedence): each target event needs the state, held
/// as the event arrived or brought by its group.
struct RequireStatePattern: EventPattern {
    private(set) var applicable = false
    var started = false
    var isActive: Bool { false }

    static func interest(_ code: RuleCode) -> PatternInterest { PatternInterest(events: code.interest.bits) }

    mutating func advance(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) {
        guard let first = code.first, let test = code.test else { return }
        for k in 0..<v.count where v.concerns(k) && code.firstEvents.contains(v.kinds[k]) && v.matches(first, k, &ctx) {
            applicable = true
            if !test.holds(in: &ctx), !ctx.holdsBefore(test, step) {
                BreachReport.report(code, v, ctx, event: k, out: &out)
            }
        }
    }
}
