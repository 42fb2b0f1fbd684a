import AdsightModel
import AdsightSession

/// `assert <header condition>`: judged once, on header facts. A session rule is judged as
/// the session starts (`judgeHeader`); a per-ad rule at its instance's first step.
struct AssertPattern: PatternMachine {
    private(set) var applicable = false
    private(set) var started = false
    var isActive: Bool { false }

    static func interest(_ code: RuleCode) -> PatternInterest {
        PatternInterest(events: 0, firstStep: true)
    }

    mutating func observe(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) -> Int {
        guard !started else { return 0 }
        started = true
        guard code.scope != .session, let c = code.test else { return 0 }
        applicable = true
        guard !c.holds(in: &ctx) else { return 0 }
        let line = ctx.ad?.createdLine ?? v.firstEvent()?.line ?? 1
        let t = ctx.ad?.createdAt ?? v.t
        BreachReport.report(code, ctx.header, state: ctx.state, ad: ctx.ad, findings: v.findings,
                            event: v.firstEvent(line: line), trigger: nil, t: t, line: line, out: &out)
        return 0
    }

    /// A session rule's verdict, on the header (`ctx` holds the initial state): whether it
    /// applies (always), its breach at t 0 in `out`.
    static func judgeHeader(_ code: RuleCode, ctx: inout EvalContext, out: inout [Evidence]) -> Bool {
        guard let c = code.test else { return false }
        if !c.holds(in: &ctx) {
            let mc = MessageContext(header: ctx.header, state: ctx.state, ad: nil, event: nil, inconsistency: nil,
                                    trigger: nil, count: nil, t: 0, line: 1)
            out.append(Evidence(t: 0, line: 1, message: code.rule.message.render(mc)))
        }
        return true
    }
}
