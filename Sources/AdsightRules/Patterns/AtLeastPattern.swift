import AdsightModel
import AdsightSession

/// `at least N <events> within d [while <state>]` (bounded minimum): while the stretch is
/// open (the `while` state holds; without one, whenever the instance is judged), no window of
/// length `d` from the stretch's start may hold fewer than N matching events. The deadline
/// is the N-th latest matching event of the stretch (or its start) plus `d`; a group after
/// it is a breach, reported at the event counted from (its `t` and line), and counting
/// starts again at the next matching event.
/// The deadline is due at groups only: one not passed by the recording's last group is no
/// breach (nobody knows what came next).
struct AtLeastPattern: PatternMachine {
    private(set) var applicable = false
    private(set) var started = false
    /// The stretch is open; `waiting`: after a breach, until the next matching event.
    private var open = false
    private var waiting = false
    /// Where the stretch (or the count after a breach) started, and the event there (what a
    /// breach counted from the start names as `{event}`).
    private var start = (t: 0.0, line: 1)
    private var startEvent: Event?
    /// The stretch's last N matching events, oldest first.
    private var recent: [Event] = []
    /// The state and ad after the group that opened the stretch or brought its latest event
    /// (what a breach's message reads).
    private var anchor: Episode?

    static func interest(_ code: RuleCode) -> PatternInterest {
        PatternInterest(events: code.interest.bits, states: code.reads, firstStep: true)
    }

    /// An obligation is running: the instance sees every step concerning it.
    var isActive: Bool { open && !waiting }

    mutating func observe(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) -> Int {
        let was = isActive
        var changes = v.changes
        if !started {
            started = true
            changes = StateName.everything
        }
        let idle = v.mask & code.interest.bits == 0
        // The stretch opens or closes only at a change of the guard's states or of the ad's
        // kind (a new object); a due deadline is found at any later visit just the same.
        if idle, !isActive, changes & (code.reads | StateName.kind.bit) == 0 { return 0 }
        breachIfDue(before: v.t, code: code, header: ctx.header, out: &out)
        if let g = code.guardTest {
            if changes & code.reads != 0 {
                if !g.holds(in: &ctx) { open = false } else if !open { openStretch(v, ctx) }
            }
        } else if !open {
            openStretch(v, ctx)
        }
        if open, !idle, let first = code.first {
            for k in 0..<v.count where v.concerns(k) && code.firstEvents.contains(v.kinds[k]) && v.matches(first, k, &ctx) {
                count(v.event(k), code: code, ctx: ctx)
            }
        }
        return (isActive ? 1 : 0) - (was ? 1 : 0)
    }

    private mutating func openStretch(_ v: StepView, _ ctx: EvalContext) {
        applicable = true
        open = true
        waiting = false
        recent = []
        startEvent = v.firstEvent()
        start = (v.t, startEvent?.line ?? 1)
        anchor = Episode(event: nil, state: ctx.state, ad: ctx.ad)
    }

    private mutating func count(_ e: Event, code: RuleCode, ctx: EvalContext) {
        if waiting {
            waiting = false
            recent = []
            start = (e.t, e.line)
            startEvent = e
        }
        recent.append(e)
        if recent.count > code.limit { recent.removeFirst() }
        anchor = Episode(event: nil, state: ctx.state, ad: ctx.ad)
    }

    /// A breach when the deadline passed before `t` with the obligation running.
    private mutating func breachIfDue(before t: Double, code: RuleCode, header: SessionHeader, out: inout [Evidence]) {
        guard isActive, let d = code.within, let anchor else { return }
        let full = recent.count >= code.limit
        let counted = full ? recent[recent.count - code.limit] : startEvent
        let from = full ? (t: recent[recent.count - code.limit].t, line: recent[recent.count - code.limit].line) : start
        guard !Tolerance.notAfter(t, from.t + d) else { return }
        // At the event counted from: its `t`, line and `{event}` (the deadline, `t + d`, is no event).
        BreachReport.report(code, header, state: anchor.state, ad: anchor.ad, findings: [], event: counted, trigger: nil,
                            t: from.t, line: from.line, count: full ? code.limit - 1 : recent.count, deadline: from.t + d, out: &out)
        waiting = true
    }

    mutating func end(at t: Double, code: RuleCode, header: SessionHeader, out: inout [Evidence]) -> Int {
        let was = isActive
        breachIfDue(before: t, code: code, header: header, out: &out)
        open = false
        return was ? -1 : 0
    }

    mutating func finish(code: RuleCode, header: SessionHeader, final: ModelState, ad: Int?, lastStep: Double,
                         out: inout [Evidence]) {
        breachIfDue(before: lastStep, code: code, header: header, out: &out)
    }
}
