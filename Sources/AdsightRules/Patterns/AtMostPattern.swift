import AdsightModel
import AdsightSession

/// `at most N <events> [within d]` (bounded existence): the first event over the limit of
/// each burst is a breach, its message saying the burst's largest count.
struct AtMostPattern: EventPattern {
    private(set) var applicable = false
    var started = false
    /// The times of the matching events; `times[head...]` are in the window.
    private var times: [Double]?
    private var head = 0
    private var total = 0
    private var inBurst = false
    /// The open burst's breach (its place in `out`) and what its message was made from.
    private var burst: (evidence: Int, context: MessageContext)?
    var isActive: Bool { false }

    static func interest(_ code: RuleCode) -> PatternInterest { PatternInterest(events: code.interest.bits) }

    mutating func advance(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) {
        guard let first = code.first else { return }
        for k in 0..<v.count where v.concerns(k) && code.firstEvents.contains(v.kinds[k]) && v.matches(first, k, &ctx) {
            applicable = true
            let count = code.within.map { inWindow(v.t, $0) } ?? total + 1
            total += 1
            guard count > code.limit else {
                inBurst = false
                burst = nil
                continue
            }
            if !inBurst {
                inBurst = true
                let c = BreachReport.report(code, v, ctx, event: k, count: count, out: &out)
                burst = (out.count - 1, c)
            } else if var b = burst, count > b.context.count ?? 0 {
                b.context.count = count  // the burst grew: its one breach says its largest count
                out[b.evidence].message = code.rule.message.render(b.context)
                burst = b
            }
        }
    }

    /// Adds an event at `t`: the number of events in the window of length `within` ending there.
    private mutating func inWindow(_ t: Double, _ within: Double) -> Int {
        var recent = times ?? []
        times = nil  // `recent` is the only reference while it changes
        recent.append(t)
        while head < recent.count, !Tolerance.notAfter(t, recent[head] + within) { head += 1 }
        if head > 64, head * 2 > recent.count {  // the times gone, dropped now and then
            recent.removeFirst(head)
            head = 0
        }
        times = recent
        return recent.count - head
    }
}
