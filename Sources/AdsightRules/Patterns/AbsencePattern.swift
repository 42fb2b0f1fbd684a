import AdsightModel
import AdsightSession

/// `never <events> [where] [while]` (absence): every matching event is a breach.
struct AbsencePattern: EventPattern {
    private(set) var applicable = false
    var started = false
    var isActive: Bool { false }

    static func interest(_ code: RuleCode) -> PatternInterest {
        PatternInterest(events: code.interest.bits, needsFindings: code.first?.needsInconsistency ?? false,
                        needsThread: code.first?.needsThread ?? false)
    }

    mutating func advance(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) {
        guard let first = code.first else { return }
        // Already applicable, and no event of the group can match: nothing to do.
        if applicable, first.needsInconsistency, v.findings.isEmpty { return }
        for k in 0..<v.count where v.concerns(k) && code.firstEvents.contains(v.kinds[k]) {
            applicable = true
            if v.matches(first, k, &ctx), code.guardTest.map({ $0.holds(in: &ctx) && ctx.holdsBefore($0, step) }) ?? true {
                BreachReport.report(code, v, ctx, event: k, out: &out)
            }
        }
    }
}
