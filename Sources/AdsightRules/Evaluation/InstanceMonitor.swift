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
    private var episode: Episode?
    // after ... expect
    // The lists below are nil until first used: a monitor of a rule that never needs them
    // holds no reference (thousands are made and destroyed per session).
    /// The live triggers are `pending[pendingHead..<pendingCount]`; any after them are spent
    /// ones, written over by the next triggers (a clear destroys none).
    private var pending: [Event]?
    private var pendingCount = 0
    private var pendingHead = 0
    // after ... forbid
    private var forbidUntil = -Double.infinity
    /// Whether a trigger was seen (the rule's banned events matter); the last one is in
    /// `forbidTrigger`, an object kept when the instance is renewed (reused, not reallocated).
    private var armed = false
    private var forbidTrigger: TriggerEvent?
    // before ... require `e` within d
    private var lastNeeded: Double?
    // at most
    private var times: [Double]?
    /// `times[timesHead...]` are in the window; the ones before it are gone.
    private var timesHead = 0
    private var inBurst = false
    /// The open burst's breach (its place in `out`) and what its message was made from.
    private var burst: (evidence: Int, context: MessageContext)?
    private var total = 0
    /// Whether the instance was judged at least once (it exists for its rule).
    private(set) var started = false

    /// Makes this instance what `init()` makes, in place: a recycled rule monitor renews an
    /// earlier session's instances (assigning a new instance destroyed the old one through
    /// its value witness, a call per instance that releases every optional reference).
    /// The storage of its lists and of its `forbid` trigger is kept for reuse (not freed
    /// here to be allocated again): emptied by its counts, unarmed; what it holds is never
    /// read again (written over first).
    mutating func renew() {
        applicable = false
        bad = false
        reported = false
        lastT = 0
        graceEnd = -Double.infinity
        if episode != nil { episode = nil }
        pendingCount = 0
        pendingHead = 0
        forbidUntil = -Double.infinity
        armed = false
        lastNeeded = nil
        if times != nil { times!.removeAll(keepingCapacity: true) }
        timesHead = 0
        inBurst = false
        burst = nil
        total = 0
        started = false
        #if DEBUG
        var plain = self
        plain.pending = nil
        plain.forbidTrigger = nil
        plain.times = nil
        assert(String(describing: plain) == String(describing: InstanceMonitor()), "a renewed instance differs from a new one")
        #endif
    }

    /// Judges one step as the instance `v.ad` sees it; `ctx` holds the header, the step's state
    /// and the instance's ad (`step` is read only when a bad stretch begins). The rule is
    /// `code`; breaches go to `out`. A `never`/`always` rule goes to `observeState`.
    mutating func observe(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) {
        if code.kind == .state {
            observeState(v, step, code: code, ctx: &ctx, out: &out)
            return
        }
        // The states the step changed; at the first step, every state is new to the instance.
        var changes = v.changes
        if !started {
            started = true
            changes = StateName.everything
            if code.scope == .session { lastT = v.t }
            if code.kind == .assert, code.scope != .session, let c = code.test {
                startAssert(v, holds: c.holds(in: &ctx), code: code, ctx: &ctx, out: &out)
            }
        }
        let t = v.t
        // A step naming none of the rule's events cannot match any of them.
        let idle = v.mask & code.interest.bits == 0
        if idle, isQuiet(code, changes: changes) { return }
        switch code.kind {
        case .state:
            break  // observeState
        case .eventAbsence:
            guard !idle, code.first != nil else { return }
            // Already applicable, and no event of the group can match: nothing to do.
            if applicable, code.first!.needsInconsistency, v.findings.isEmpty { return }
            for k in 0..<v.count where v.concerns(k) {
                guard code.firstEvents.contains(v.kinds[k]) else { continue }
                applicable = true
                if v.matches(code.first!, k, &ctx), code.guardTest.map({ $0.holds(in: &ctx) && ctx.holdsBefore($0, step) }) ?? true {
                    let e = v.event(k)
                    report(code, ctx.header, v, ctx, event: e, trigger: nil, t: e.t, line: e.line, out: &out)
                }
            }
        case .expectState:
            let within = code.within!
            if isDue(t, within) {
                expire(before: t, within: within, code: code, header: ctx.header, state: ctx.state, ad: ctx.ad, out: &out)
            }
            if !idle, code.first != nil {
                // A trigger applies the rule only when its `while` guard holds too.
                for k in 0..<v.count where v.concerns(k) && code.firstEvents.contains(v.kinds[k]) && v.matches(code.first!, k, &ctx) && guardHeld(code, step, &ctx) {
                    applicable = true
                    addPending(v, k)
                }
            }
            if pendingHead < pendingCount, code.test!.holds(in: &ctx) { clearPending() }
        case .expectEvent:
            let within = code.within!
            // An expected event anywhere in the group answers every trigger pending in it,
            // the group's own too (one instant: it may already do what the rule asks).
            var answered = false
            for k in 0..<v.count where v.concerns(k) {
                if isDue(t, within) {
                    expire(before: t, within: within, code: code, header: ctx.header, state: ctx.state, ad: ctx.ad, out: &out)
                }
                if code.secondEvents.contains(v.kinds[k]) && v.matches(code.second!, k, &ctx) { answered = true }
                if code.firstEvents.contains(v.kinds[k]) && v.matches(code.first!, k, &ctx), guardHeld(code, step, &ctx) {
                    applicable = true
                    addPending(v, k)
                }
            }
            if answered, pendingHead < pendingCount { clearPending() }
        case .forbid:
            guard !idle, code.first != nil, code.second != nil else { return }
            for k in 0..<v.count where v.concerns(k) {
                if armed, Tolerance.notAfter(t, forbidUntil), code.secondEvents.contains(v.kinds[k]) && v.matches(code.second!, k, &ctx) {
                    let e = v.event(k)
                    report(code, ctx.header, v, ctx, event: e, trigger: forbidTrigger?.event, t: e.t, line: e.line, out: &out)
                }
                if code.firstEvents.contains(v.kinds[k]) && v.matches(code.first!, k, &ctx), guardHeld(code, step, &ctx) {
                    applicable = true
                    armed = true
                    if isKnownUniquelyReferenced(&forbidTrigger) {  // no allocation per trigger
                        forbidTrigger!.event = v.event(k)
                    } else {
                        forbidTrigger = TriggerEvent(v.event(k))
                    }
                    forbidUntil = max(forbidUntil, code.within.map { t + $0 } ?? .infinity)
                }
            }
        case .requireState:
            guard !idle, code.first != nil, code.test != nil else { return }
            for k in 0..<v.count where v.concerns(k) {
                guard code.firstEvents.contains(v.kinds[k]) && v.matches(code.first!, k, &ctx) else { continue }
                applicable = true
                // Met when the state held as the event arrived, or the group brought it.
                if !code.test!.holds(in: &ctx), !ctx.holdsBefore(code.test!, step) {
                    let e = v.event(k)
                    report(code, ctx.header, v, ctx, event: e, trigger: nil, t: e.t, line: e.line, out: &out)
                }
            }
        case .requireEvent:
            guard !idle, code.first != nil, code.second != nil, let within = code.within else { return }
            // A needed event anywhere in the group comes in time for the group's events.
            for k in 0..<v.count where v.concerns(k) && code.secondEvents.contains(v.kinds[k]) && v.matches(code.second!, k, &ctx) {
                lastNeeded = t
            }
            for k in 0..<v.count where v.concerns(k) {
                if code.firstEvents.contains(v.kinds[k]) && v.matches(code.first!, k, &ctx) {
                    applicable = true
                    if lastNeeded.map({ !Tolerance.notAfter(t, $0 + within) }) ?? true {
                        let e = v.event(k)
                        report(code, ctx.header, v, ctx, event: e, trigger: nil, t: e.t, line: e.line, out: &out)
                    }
                }
            }
        case .atMost:
            guard !idle, code.first != nil else { return }
            let n = code.limit
            for k in 0..<v.count where v.concerns(k) {
                guard code.firstEvents.contains(v.kinds[k]) && v.matches(code.first!, k, &ctx) else { continue }
                applicable = true
                let count: Int
                if let within = code.within {
                    // Every time in the window is kept: `{count}` is the burst's largest count.
                    var recent = times ?? []
                    times = nil  // `recent` is the only reference while it changes
                    recent.append(t)
                    while timesHead < recent.count, !Tolerance.notAfter(t, recent[timesHead] + within) { timesHead += 1 }
                    if timesHead > 64, timesHead * 2 > recent.count {  // the times gone, dropped now and then
                        recent.removeFirst(timesHead)
                        timesHead = 0
                    }
                    count = recent.count - timesHead
                    times = recent
                } else {
                    total += 1
                    count = total
                }
                if count > n {
                    if !inBurst {
                        inBurst = true
                        let e = v.event(k)
                        let c = report(code, ctx.header, v, ctx, event: e, trigger: nil, t: e.t, line: e.line, count: count, out: &out)
                        burst = (out.count - 1, c)
                    } else if var b = burst, count > b.context.count ?? 0 {
                        b.context.count = count  // the burst grew: its one breach says its largest count
                        out[b.evidence].message = code.rule.message.render(b.context)
                        burst = b
                    }
                } else {
                    inBurst = false
                    burst = nil
                }
            }
        case .assert:
            break
        }
    }

    /// Whether a trigger's `while` guard held as the trigger arrived: before its group.
    private func guardHeld(_ code: RuleCode, _ step: LentStep, _ ctx: inout EvalContext) -> Bool {
        code.guardTest.map { ctx.holdsBefore($0, step) } ?? true
    }

    /// The first step of a per-ad `assert` rule's instance (all it judges): `holds` is the
    /// rule's condition, which reads header facts only (the same for every ad of a session:
    /// `RuleMonitor` works it out once).
    mutating func startAssert(_ v: StepView, holds: Bool, code: RuleCode, ctx: inout EvalContext, out: inout [Evidence]) {
        started = true
        applicable = true
        guard !holds else { return }
        let line = ctx.ad?.createdLine ?? v.firstEvent()?.line ?? 1
        let t = ctx.ad?.createdAt ?? v.t
        report(code, ctx.header, state: ctx.state, ad: ctx.ad, findings: v.findings,
               event: v.firstEvent(line: line), trigger: nil, t: t, line: line, out: &out)
    }

    /// `observe` for a `never`/`always` rule (`code.kind == .state`): a small function of its
    /// own, so the common visit (a state it reads changed) does not set up `observe`'s frame.
    /// Returns how the instance's activity changed (-1, 0 or 1, as `isActive`: a bad stretch
    /// not yet reported).
    @discardableResult
    mutating func observeState(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                               out: inout [Evidence]) -> Int {
        let was = bad && !reported
        // The states the step changed; at the first step, every state is new to the instance.
        var changes = v.changes
        if !started {
            started = true
            changes = StateName.everything
            if code.scope == .session { lastT = v.t }
        }
        let t = v.t
        // A step naming none of the rule's events cannot match any of them.
        let idle = v.mask & code.interest.bits == 0
        if idle, isQuiet(code, changes: changes) { return 0 }
        if bad, !reported { closeInterval(until: t, code: code, header: ctx.header, out: &out) }
        // The matches are read from `code` at a hit only (bound for the loop, they were
        // retained and released per visit); the set test first is `matches`' own first test.
        if !idle, code.first != nil, let graceFor = code.within {
            for k in 0..<v.count where v.concerns(k) && code.firstEvents.contains(v.kinds[k]) && v.matches(code.first!, k, &ctx) {
                graceEnd = max(graceEnd, t + graceFor)
            }
        }
        // With none of the states it reads changed, the conditions answer as they did at
        // the last step: still `bad`, and `applicable` already set if the guard held.
        if changes & code.reads != 0 {
            let guarded = code.guardTest?.holds(in: &ctx) ?? true
            if guarded { applicable = true }
            let nowBad = guarded && code.test!.holds(in: &ctx)
            if nowBad && !bad {
                reported = false
                episode = Self.episode(v, step, code: code, ctx: ctx)
            }
            bad = nowBad
        }
        lastT = t
        return (bad && !reported ? 1 : 0) - (was ? 1 : 0)
    }

    /// The instance's ad object ended at `t` (its name re-created as the other kind, which this
    /// `never`/`always` rule does not judge): an open bad stretch ends there, closed as a visit
    /// at `t` closes it (reported unless its grace window covers `t`), and nothing of the old
    /// object is bad any more, a stretch already reported included (a later object's own
    /// stretch is a new one). Returns how the activity changed (-1 or 0, as `observeState`).
    mutating func endStretch(at t: Double, code: RuleCode, header: SessionHeader, out: inout [Evidence]) -> Int {
        guard bad else { return 0 }
        let wasActive = !reported
        if wasActive { closeInterval(until: t, code: code, header: header, out: &out) }
        bad = false
        lastT = t
        return wasActive ? -1 : 0
    }

    /// `observeState`'s common visit for a rule judged by flags (`RuleCode.judgedByFlags`),
    /// decided on the ad's `FlagWord`: started, no bad stretch open (unreported), none of the
    /// rule's events in the step. Returns false, having changed nothing, when `observeState`
    /// must judge: another visit, or one opening a bad stretch (it finds its event). The
    /// activity does not change (not active before, and not after).
    @inline(__always)
    mutating func judgeByFlags(_ v: StepView, code: RuleCode, ctx: inout EvalContext) -> Bool {
        guard started, !bad || reported, v.mask & code.interest.bits == 0 else { return false }
        if v.changes & code.reads == 0 { return true }  // quiet: `observeState` returns at once
        let word = ctx.flagWord(code.flagStates)
        let guarded = code.flagGuard.holds(word)
        let nowBad = guarded && code.flagTest.holds(word)
        if nowBad && !bad { return false }
        if guarded { applicable = true }
        bad = nowBad
        lastT = v.t
        return true
    }

    /// The start of a bad stretch: its event and the state (rare: out of `observeState`'s frame).
    @inline(never)
    private static func episode(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: EvalContext) -> Episode {
        Episode(event: BreachStart.event(v, step, code: code, ctx: ctx), state: ctx.state, ad: ctx.ad)
    }

    /// Whether a step with none of the rule's events leaves the monitor exactly as it is:
    /// nothing pending, and for a state rule no state it reads changed (`changes`) and no
    /// interval open (so its conditions give the same answers and nothing can be reported).
    /// A bad stretch already reported is not open: until a state it reads changes, judging it
    /// only moves `lastT`, which is read only while a stretch is open (and set when one opens).
    @inline(__always)
    func isQuiet(_ code: RuleCode, changes: UInt64) -> Bool {
        switch code.kind {
        case .state: return changes & code.reads == 0 && (!bad || reported)
        case .expectState, .expectEvent: return pendingHead == pendingCount
        case .eventAbsence, .forbid, .requireState, .requireEvent, .atMost, .assert: return true
        }
    }

    /// A `forbid` rule's trigger was seen: its banned events matter from now on.
    var isArmed: Bool { armed }

    /// Whether the instance must see every step that concerns its ad, with or without its
    /// events: a bad state (an open interval) or a pending obligation.
    func isActive(_ code: RuleCode) -> Bool { !isQuiet(code, changes: 0) }

    /// The session ended: the last state lasts for ever and no more events come.
    /// `ad` is the instance's index in `final.ads` (nil for the session).
    mutating func finish(code: RuleCode, header: SessionHeader, final: ModelState, ad: Int?, out: inout [Evidence]) {
        switch code.kind {
        case .state:
            closeInterval(until: .infinity, code: code, header: header, out: &out)
        case .expectState, .expectEvent:
            guard isDue(.infinity, code.within!) else { return }
            expire(before: .infinity, within: code.within!, code: code, header: header, state: final,
                   ad: ad.map { final.ads[$0] }, out: &out)
        default:
            break
        }
    }

    /// Ends the interval from the last judged group to `t`: a bad state not covered by
    /// grace there is a breach (once per stretch of bad groups).
    @inline(never)  // asked only while a stretch is bad and not reported (the callers test that first)
    private mutating func closeInterval(until t: Double, code: RuleCode, header: SessionHeader, out: inout [Evidence]) {
        guard bad, !reported, let ep = episode else { return }
        // Covered when the grace window reaches the next group (ends included).
        if graceEnd >= lastT, Tolerance.notAfter(t, graceEnd) { return }
        reported = true
        let at = graceEnd >= lastT ? graceEnd : lastT
        report(code, header, state: ep.state, ad: ep.ad, findings: [], event: ep.event, trigger: nil,
               t: at, line: ep.event?.line ?? 1, out: &out)
    }

    /// Reports every pending trigger whose deadline passed before `t`.
    @inline(never)  // rare (an obligation fell due): kept out of `observe`'s frame
    private mutating func expire(before t: Double, within: Double, code: RuleCode, header: SessionHeader,
                                 state: ModelState, ad: AdState?, out: inout [Evidence]) {
        while pendingHead < pendingCount, let p = pending, !Tolerance.notAfter(t, p[pendingHead].t + within) {
            let e = p[pendingHead]
            pendingHead += 1
            report(code, header, state: state, ad: ad, findings: [], event: nil, trigger: e, t: e.t, line: e.line, out: &out)
        }
        if pendingHead == pendingCount { clearPending() }
    }

    /// Whether the oldest pending trigger's deadline passed before `t` (`expire` has work).
    @inline(__always)
    private func isDue(_ t: Double, _ within: Double) -> Bool {
        pendingHead < pendingCount && !Tolerance.notAfter(t, pending![pendingHead].t + within)
    }

    private mutating func clearPending() {
        pendingCount = 0
        pendingHead = 0
    }

    /// Appends the `k`-th event of the step as a pending trigger (making the list at the
    /// first, with room for 4): copied once, straight from the step into its slot (an `Event`
    /// argument was copied out of the step, then again into the list, and destroyed).
    private mutating func addPending(_ v: StepView, _ k: Int) {
        if pending == nil {
            pending = []
            pending!.reserveCapacity(4)
        }
        if pendingCount < pending!.count { pending![pendingCount] = v.event(k) } else { pending!.append(v.event(k)) }
        pendingCount += 1
    }

    @discardableResult
    private func report(_ code: RuleCode, _ header: SessionHeader, _ v: StepView, _ ctx: EvalContext, event: Event?,
                        trigger: Event?, t: Double, line: Int, count: Int? = nil, out: inout [Evidence]) -> MessageContext {
        report(code, header, state: ctx.state, ad: ctx.ad, findings: v.findings, event: event, trigger: trigger,
               t: t, line: line, count: count, out: &out)
    }

    @discardableResult
    private func report(_ code: RuleCode, _ header: SessionHeader, state: ModelState, ad: AdState?,
                        findings: [ConsistencyFinding], event: Event?, trigger: Event?,
                        t: Double, line: Int, count: Int? = nil, out: inout [Evidence]) -> MessageContext {
        let inconsistency = event.flatMap { e in findings.first { $0.line == e.line }?.message }
        let c = MessageContext(header: header, state: state, ad: ad, event: event, inconsistency: inconsistency,
                               trigger: trigger, count: count, t: t, line: line)
        let name = event?.ad ?? trigger?.ad ?? ad?.name
        out.append(Evidence(t: t, line: line, message: code.rule.message.render(c), ad: name))
        return c
    }
}
