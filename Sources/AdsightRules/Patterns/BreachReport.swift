import AdsightModel
import AdsightSession

/// Writes a breach of a rule: its message rendered from what the pattern saw.
enum BreachReport {
    /// A breach at the step `v`, in `ctx`'s state and ad.
    @discardableResult
    static func report(_ code: RuleCode, _ v: StepView, _ ctx: EvalContext, event: Event?, trigger: Event?,
                       t: Double, line: Int, count: Int? = nil, out: inout [Evidence]) -> MessageContext {
        report(code, ctx.header, state: ctx.state, ad: ctx.ad, findings: v.findings, event: event, trigger: trigger,
               t: t, line: line, count: count, out: &out)
    }

    /// A breach at the step's `k`-th event.
    @discardableResult
    static func report(_ code: RuleCode, _ v: StepView, _ ctx: EvalContext, event k: Int, count: Int? = nil,
                       out: inout [Evidence]) -> MessageContext {
        let e = v.event(k)
        return report(code, v, ctx, event: e, trigger: nil, t: e.t, line: e.line, count: count, out: &out)
    }

    @discardableResult
    static func report(_ code: RuleCode, _ header: SessionHeader, state: ModelState, ad: AdState?,
                       findings: [ConsistencyFinding], event: Event?, trigger: Event?,
                       t: Double, line: Int, count: Int? = nil, deadline: Double? = nil, out: inout [Evidence]) -> MessageContext {
        let inconsistency = event.flatMap { e in findings.first { $0.line == e.line }?.message }
        let c = MessageContext(header: header, state: state, ad: ad, event: event, inconsistency: inconsistency,
                               trigger: trigger, count: count, t: t, line: line, deadline: deadline)
        let name = event?.ad ?? trigger?.ad ?? ad?.name
        out.append(Evidence(t: t, line: line, message: code.rule.message.render(c), ad: name))
        return c
    }

    /// Whether a trigger's `while` guard held as the trigger arrived: before its group.
    static func guardHeld(_ code: RuleCode, _ step: LentStep, _ ctx: inout EvalContext) -> Bool {
        code.guardTest.map { ctx.holdsBefore($0, step) } ?? true
    }
}
