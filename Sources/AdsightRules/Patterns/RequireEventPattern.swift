import AdsightModel
import AdsightSession

/// `before <events> require <events> within d` (precedence): each target event needs a
/// needed event at most `d` before it (one of its own group counts).
struct RequireEventPattern: EventPattern {
    private(set) var applicable = false
    var started = false
    private var lastNeeded: Double?
    var isActive: Bool { false }

    static func interest(_ code: RuleCode) -> PatternInterest { PatternInterest(events: code.interest.bits) }

    mutating func advance(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) {
        guard let first = code.first, let second = code.second, let within = code.within else { return }
        let t = v.t
        for k in 0..<v.count where v.concerns(k) && code.secondEvents.contains(v.kinds[k]) && v.matches(second, k, &ctx) {
            lastNeeded = t
        }
        for k in 0..<v.count where v.concerns(k) && code.firstEvents.contains(v.kinds[k]) && v.matches(first, k, &ctx) {
            applicable = true
            if lastNeeded.map({ !Tolerance.notAfter(t, $0 + within) }) ?? true {
                BreachReport.report(code, v, ctx, event: k, out: &out)
            }
        }
    }
}
