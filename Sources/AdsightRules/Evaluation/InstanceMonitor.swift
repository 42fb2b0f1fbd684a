import AdsightModel
import AdsightSession

/// The online monitor of one rule for one scope instance (the session, or one ad):
/// memory is bounded by the open obligations, not by the session's length.
struct InstanceMonitor {
    var applicable = false
    // never/always a state
    private var bad = false
    private var reported = false
    private var lastT = 0.0
    private var graceEnd = -Double.infinity
    private var episode: (event: Event?, state: ModelState, ad: AdState?)?
    // after ... expect
    private var pending: [Event] = []
    private var pendingHead = 0
    // after ... forbid
    private var forbidUntil = -Double.infinity
    private var forbidTrigger: Event?
    // before ... require `e` within d
    private var lastNeeded: Double?
    // at most
    private var times: [Double] = []
    private var inBurst = false
    private var total = 0
    private var started = false

    /// Judges one step. `header` and `rule` are the rule's; breaches go to `out`.
    mutating func observe(_ s: StepSlice, rule: Rule, header: SessionHeader, out: inout [Evidence]) {
        if !started {
            started = true
            if rule.scope == .session { lastT = s.t }
            if case .assert(let c) = rule.pattern, rule.scope != .session {
                applicable = true
                if !c.holds(s.context(header)) {
                    let line = s.ad?.createdLine ?? s.events.first?.line ?? 1
                    let t = s.ad?.createdAt ?? s.t
                    let first = s.events.first { $0.line == line }
                    report(rule, header, s, event: first, trigger: nil, t: t, line: line, out: &out)
                }
            }
        }
        switch rule.pattern {
        case .state(let badCondition, let g, let grace, let graceFor):
            closeInterval(until: s.t, rule: rule, header: header, out: &out)
            if let grace {
                for e in s.events where grace.matches(EventVocabulary.index(of: e.kind), s.context(header, e)) {
                    graceEnd = max(graceEnd, e.t + graceFor)
                }
            }
            let ctx = s.context(header)
            let guarded = g?.holds(ctx) ?? true
            if guarded { applicable = true }
            let nowBad = guarded && badCondition.holds(ctx)
            if nowBad && !bad {
                reported = false
                episode = (s.events.last, s.state, s.ad)
            }
            bad = nowBad
            lastT = s.t
        case .eventAbsence(let m, let g):
            for e in s.events {
                let i = EventVocabulary.index(of: e.kind)
                guard m.named(i) else { continue }
                applicable = true
                let ctx = s.context(header, e)
                if m.matches(i, ctx), g?.holds(ctx) ?? true {
                    report(rule, header, s, event: e, trigger: nil, t: e.t, line: e.line, out: &out)
                }
            }
        case .expectState(let trigger, let g, let goal, let within):
            expire(before: s.t, within: within, rule: rule, header: header, s: s, out: &out)
            for e in s.events where trigger.matches(EventVocabulary.index(of: e.kind), s.context(header, e)) {
                applicable = true
                if g?.holds(s.context(header)) ?? true { pending.append(e) }
            }
            if pendingHead < pending.count, goal.holds(s.context(header)) { clearPending() }
        case .expectEvent(let trigger, let g, let goal, let within):
            for e in s.events {
                expire(before: e.t, within: within, rule: rule, header: header, s: s, out: &out)
                let i = EventVocabulary.index(of: e.kind)
                let ctx = s.context(header, e)
                if pendingHead < pending.count, goal.matches(i, ctx) { clearPending() }
                if trigger.matches(i, ctx) {
                    applicable = true
                    if g?.holds(s.context(header)) ?? true { pending.append(e) }
                }
            }
        case .forbid(let trigger, let g, let banned, let within):
            for e in s.events {
                let i = EventVocabulary.index(of: e.kind)
                let ctx = s.context(header, e)
                if forbidTrigger != nil, Tolerance.notAfter(e.t, forbidUntil), banned.matches(i, ctx) {
                    report(rule, header, s, event: e, trigger: forbidTrigger, t: e.t, line: e.line, out: &out)
                }
                if trigger.matches(i, ctx) {
                    applicable = true
                    if g?.holds(s.context(header)) ?? true {
                        forbidTrigger = e
                        forbidUntil = max(forbidUntil, within.map { e.t + $0 } ?? .infinity)
                    }
                }
            }
        case .requireState(let target, let needed):
            for e in s.events {
                let i = EventVocabulary.index(of: e.kind)
                guard target.named(i) else { continue }
                let ctx = s.context(header, e)
                guard target.matches(i, ctx) else { continue }
                applicable = true
                if !needed.holds(s.context(header)) {
                    report(rule, header, s, event: e, trigger: nil, t: e.t, line: e.line, out: &out)
                }
            }
        case .requireEvent(let target, let needed, let within):
            for e in s.events {
                let i = EventVocabulary.index(of: e.kind)
                let ctx = s.context(header, e)
                if target.matches(i, ctx) {
                    applicable = true
                    if lastNeeded.map({ !Tolerance.notAfter(e.t, $0 + within) }) ?? true {
                        report(rule, header, s, event: e, trigger: nil, t: e.t, line: e.line, out: &out)
                    }
                }
                if needed.matches(i, ctx) { lastNeeded = e.t }
            }
        case .atMost(let n, let m, let within):
            for e in s.events {
                let i = EventVocabulary.index(of: e.kind)
                guard m.matches(i, s.context(header, e)) else { continue }
                applicable = true
                let count: Int
                if let within {
                    times.append(e.t)
                    times.removeAll { !Tolerance.notAfter(e.t, $0 + within) }
                    if times.count > n + 1 { times.removeFirst(times.count - n - 1) }
                    count = times.count
                } else {
                    total += 1
                    count = total
                }
                if count > n {
                    if !inBurst {
                        inBurst = true
                        report(rule, header, s, event: e, trigger: nil, t: e.t, line: e.line, count: count, out: &out)
                    }
                } else {
                    inBurst = false
                }
            }
        case .assert:
            break
        }
    }

    /// The session ended: the last state lasts for ever and no more events come.
    mutating func finish(rule: Rule, header: SessionHeader, final: ModelState, ad: AdState?, out: inout [Evidence]) {
        switch rule.pattern {
        case .state:
            closeInterval(until: .infinity, rule: rule, header: header, out: &out)
        case .expectState(_, _, _, let within), .expectEvent(_, _, _, let within):
            let s = StepSlice(t: .infinity, events: [], state: final, ad: ad, adName: ad?.name, findings: [])
            expire(before: .infinity, within: within, rule: rule, header: header, s: s, out: &out)
        default:
            break
        }
    }

    /// Ends the interval from the last judged group to `t`: a bad state not covered by
    /// grace there is a breach (once per stretch of bad groups).
    private mutating func closeInterval(until t: Double, rule: Rule, header: SessionHeader, out: inout [Evidence]) {
        guard bad, !reported, let ep = episode else { return }
        // Covered when the grace window reaches the next group (ends included).
        if graceEnd >= lastT, Tolerance.notAfter(t, graceEnd) { return }
        reported = true
        let at = graceEnd >= lastT ? graceEnd : lastT
        let s = StepSlice(t: at, events: [], state: ep.state, ad: ep.ad, adName: ep.ad?.name, findings: [])
        report(rule, header, s, event: ep.event, trigger: nil, t: at, line: ep.event?.line ?? 1, out: &out)
    }

    /// Reports every pending trigger whose deadline passed before `t`.
    private mutating func expire(before t: Double, within: Double, rule: Rule, header: SessionHeader, s: StepSlice, out: inout [Evidence]) {
        while pendingHead < pending.count, !Tolerance.notAfter(t, pending[pendingHead].t + within) {
            let e = pending[pendingHead]
            pendingHead += 1
            report(rule, header, s, event: nil, trigger: e, t: e.t, line: e.line, out: &out)
        }
        if pendingHead == pending.count { clearPending() }
    }

    private mutating func clearPending() {
        pending.removeAll(keepingCapacity: true)
        pendingHead = 0
    }

    private func report(_ rule: Rule, _ header: SessionHeader, _ s: StepSlice, event: Event?, trigger: Event?,
                        t: Double, line: Int, count: Int? = nil, out: inout [Evidence]) {
        let c = MessageContext(header: header, state: s.state, ad: s.ad, event: event,
                               inconsistency: event.flatMap { s.inconsistency($0.line) }, trigger: trigger,
                               count: count, t: t, line: line)
        let ad = event?.ad ?? trigger?.ad ?? s.adName
        out.append(Evidence(t: t, line: line, message: rule.message.render(c), ad: ad))
    }
}
