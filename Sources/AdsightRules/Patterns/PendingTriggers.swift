import AdsightModel
import AdsightSession

/// The triggers of an `after ... expect` instance still waiting for their answer, oldest
/// first. The list is nil until first used: an instance that never needs it holds no
/// reference (thousands are made and destroyed per session).
struct PendingTriggers {
    /// The live triggers are `list[head..<count]`; any after them are spent ones, written
    /// over by the next triggers (a clear destroys none).
    private var list: [Event]?
    private var count = 0
    private var head = 0

    var isEmpty: Bool { head == count }

    /// Whether the oldest trigger's deadline passed before `t` (`expire` has work).
    @inline(__always)
    func isDue(_ t: Double, _ within: Double) -> Bool {
        head < count && !Tolerance.notAfter(t, list![head].t + within)
    }

    mutating func clear() {
        count = 0
        head = 0
    }

    /// Appends the `k`-th event of the step, copied straight from the step into its slot.
    mutating func add(_ v: StepView, _ k: Int) {
        if list == nil {
            list = []
            list!.reserveCapacity(4)
        }
        if count < list!.count { list![count] = v.event(k) } else { list!.append(v.event(k)) }
        count += 1
    }

    /// Reports every trigger whose deadline passed before `t`.
    @inline(never)  // rare (an obligation fell due): kept out of the pattern's frame
    mutating func expire(before t: Double, within: Double, code: RuleCode, header: SessionHeader,
                         state: ModelState, ad: AdState?, out: inout [Evidence]) {
        while head < count, let p = list, !Tolerance.notAfter(t, p[head].t + within) {
            let e = p[head]
            head += 1
            BreachReport.report(code, header, state: state, ad: ad, findings: [], event: nil, trigger: e,
                                t: e.t, line: e.line, deadline: e.t + within, out: &out)
        }
        if head == count { clear() }
    }

    /// At the session's end: every trigger still waiting is a breach.
    mutating func finish(code: RuleCode, header: SessionHeader, final: ModelState, ad: Int?, out: inout [Evidence]) {
        guard isDue(.infinity, code.within!) else { return }
        expire(before: .infinity, within: code.within!, code: code, header: header, state: final,
               ad: ad.map { final.ads[$0] }, out: &out)
    }
}
