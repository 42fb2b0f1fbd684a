import AdsightModel
import AdsightSession

/// `after <events> [while] forbid <events> [within d]`: once a trigger is seen, each banned
/// event within `d` of the last trigger (for ever without `d`) is a breach.
struct ForbidPattern: EventPattern {
    private(set) var applicable = false
    var started = false
    private var until = -Double.infinity
    /// Whether a trigger was seen; the last one is in `trigger`, an object replaced in place
    /// by the next trigger when only this instance holds it (no allocation per trigger).
    private(set) var isArmed = false
    private var trigger: TriggerEvent?
    var isActive: Bool { false }

    static func interest(_ code: RuleCode) -> PatternInterest {
        PatternInterest(events: code.firstEvents.bits, armedEvents: code.secondEvents.bits, arms: true)
    }

    mutating func advance(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) {
        guard let first = code.first, let second = code.second else { return }
        let t = v.t
        for k in 0..<v.count where v.concerns(k) {
            if isArmed, Tolerance.notAfter(t, until), code.secondEvents.contains(v.kinds[k]) && v.matches(second, k, &ctx) {
                let e = v.event(k)
                BreachReport.report(code, v, ctx, event: e, trigger: trigger?.event, t: e.t, line: e.line, out: &out)
            }
            if code.firstEvents.contains(v.kinds[k]) && v.matches(first, k, &ctx), BreachReport.guardHeld(code, step, &ctx) {
                applicable = true
                isArmed = true
                if isKnownUniquelyReferenced(&trigger) {
                    trigger!.event = v.event(k)
                } else {
                    trigger = TriggerEvent(v.event(k))
                }
                until = max(until, code.within.map { t + $0 } ?? .infinity)
            }
        }
    }
}
