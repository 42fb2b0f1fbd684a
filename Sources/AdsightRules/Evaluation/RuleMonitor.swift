import AdsightModel
import AdsightSession

/// One rule over one session: its instances (the session, or each ad of its scope).
struct RuleMonitor {
    let code: RuleCode
    var rule: Rule { code.rule }
    /// False when the rule's `when` does not hold for this header.
    private(set) var enabled = false
    private(set) var evidence: [Evidence] = []
    private var session = InstanceMonitor()
    /// The instance of each ad, by its index in the model's `ads`; it exists once `started`
    /// (first judged: no list of flags beside it, one memory access less per rule visit).
    /// In `store`'s memory, read and written in place through `instances` (kept here: the
    /// store's field is not reached per visit). Copies of a monitor share the store: a
    /// session monitor (which holds the rule monitors and its `AdMarks`) cannot be copied.
    private let store = InstanceStore()
    private var instances: UnsafeMutablePointer<InstanceMonitor>
    /// This session's instances are `instances[..<live]`; any after them are an earlier
    /// session's (`restart`), made new when an ad reaches them (`grow`).
    private var live = 0
    private var headerApplicable = false
    private var sessionStarted = false
    /// A per-ad `assert` rule's condition in this session (header facts only: one answer for
    /// every ad), once worked out: 0 not yet, 1 holds, 2 does not.
    private var headerVerdict: UInt8 = 0

    /// `ctx` holds the header and the initial state (no ad, no event).
    init(code: RuleCode, ctx: inout EvalContext) {
        self.code = code
        instances = store.base
        start(ctx: &ctx)
    }

    /// Makes the monitor what `init` makes for a new session (`ctx` as for `init`), keeping
    /// the room of its instance list: a thread judging session after session reuses it
    /// (`RecycledRules`) instead of allocating and freeing it per session.
    mutating func restart(ctx: inout EvalContext) {
        evidence = []
        session.renew()
        live = 0  // the old instances are made new as ads reach them: no removal pass
        headerApplicable = false
        sessionStarted = false
        headerVerdict = 0
        start(ctx: &ctx)
    }

    /// The room of the instance list (a monitor with much room is not kept for reuse).
    var instanceCapacity: Int { store.capacity }

    private mutating func start(ctx: inout EvalContext) {
        enabled = code.whenTest?.holds(in: &ctx) ?? true  // the rule is not copied out of `code`
        guard enabled, code.scope == .session, code.kind == .assert, let c = code.test else { return }
        headerApplicable = true
        if !c.holds(in: &ctx) {
            let mc = MessageContext(header: ctx.header, state: ctx.state, ad: nil, event: nil, inconsistency: nil,
                                    trigger: nil, count: nil, t: 0, line: 1)
            evidence.append(Evidence(t: 0, line: 1, message: code.rule.message.render(mc)))
        }
    }

    /// Whether the rule applied at all.
    var applicable: Bool {
        enabled && (headerApplicable || session.applicable || (0..<live).contains { instances[$0].started && instances[$0].applicable })
    }

    /// Judges the step for the session; returns whether the rule must still be asked about
    /// every step (`SessionRuleIndex.awake`): not enabled is never, active (a bad stretch
    /// open, an obligation pending) is always.
    @discardableResult
    mutating func observe(session v: StepView, _ step: LentStep, ctx: inout EvalContext) -> Bool {
        guard enabled else { return false }
        if sessionStarted, v.mask & code.interest.bits == 0, session.isQuiet(code, changes: v.changes) { return false }
        sessionStarted = true
        if code.kind == .state {
            session.observeState(v, step, code: code, ctx: &ctx, out: &evidence)
        } else {
            session.observe(v, step, code: code, ctx: &ctx, out: &evidence)
        }
        return session.isActive(code)
    }

    /// Judges the step for the ad at `v.ad` (`ctx.ad` is that ad); returns how the number of
    /// the ad's active instances changed (-1, 0 or 1: see `InstanceMonitor.isActive`).
    @inline(__always)  // once per rule visit: called from the session monitor's loop over an ad's rules
    mutating func observe(ad v: StepView, _ step: LentStep, ctx: inout EvalContext) -> Int {
        guard enabled else { return 0 }
        let a = v.ad
        if a >= live { grow(to: a + 1) }
        let instance = instances + a
        // `observeState` begins with the fast exit below (the same test).
        if code.kind == .state {
            if code.judgedByFlags, instance.pointee.judgeByFlags(v, code: code, ctx: &ctx) { return 0 }
            return instance.pointee.observeState(v, step, code: code, ctx: &ctx, out: &evidence)
        }
        return observeEvents(instance, v, step, ctx: &ctx)
    }

    /// `observe(ad:_:ctx:)` for the rules other than `never`/`always` (out of line: the state
    /// rules' visits, most of them, stay small enough to be inlined in the session monitor's loop).
    @inline(never)
    private mutating func observeEvents(_ instance: UnsafeMutablePointer<InstanceMonitor>, _ v: StepView, _ step: LentStep,
                                        ctx: inout EvalContext) -> Int {
        // A per-ad `assert` judges only its instance's first step, on header facts.
        if code.kind == .assert {
            if !instance.pointee.started, let c = code.test {
                if headerVerdict == 0 { headerVerdict = c.holds(in: &ctx) ? 1 : 2 }
                instance.pointee.startAssert(v, holds: headerVerdict == 1, code: code, ctx: &ctx, out: &evidence)
            }
            return 0
        }
        // Fast exit, before the full observe: a step with none of the rule's events that
        // cannot change the instance.
        if instance.pointee.started, v.mask & code.interest.bits == 0,
           instance.pointee.isQuiet(code, changes: v.changes) { return 0 }
        let was = instance.pointee.isActive(code)
        instance.pointee.observe(v, step, code: code, ctx: &ctx, out: &evidence)
        return (instance.pointee.isActive(code) ? 1 : 0) - (was ? 1 : 0)
    }

    /// Ad `a` was re-created as the other kind at `t`, which this rule does not judge: the bad
    /// stretch its instance has open ends there (see `InstanceMonitor.endStretch`); obligations
    /// of other rules are left as they are. Returns how the ad's active instances changed (-1 or 0).
    mutating func end(ad a: Int, at t: Double, header: SessionHeader) -> Int {
        guard enabled, code.kind == .state, a < live else { return 0 }
        return instances[a].endStretch(at: t, code: code, header: header, out: &evidence)
    }

    /// Makes room for the instances of the first `count` ads (one plain append each: the
    /// generic `append(contentsOf: repeatElement(...))` of these large values was slow).
    @inline(never)
    private mutating func grow(to count: Int) {
        for k in live..<min(count, store.count) { instances[k].renew() }  // an earlier session's
        live = count
        if store.capacity < count {  // room for several ads at once (sessions hold ~10): fewer moves
            store.reserve(max(count, 2 * store.capacity, 16))
            instances = store.base
        }
        while store.count < count { store.append() }
    }

    /// Whether the instance of ad `a` is an armed `forbid` (see `RuleIndex`).
    func isArmed(_ a: Int) -> Bool { a < live && instances[a].isArmed }

    /// Whether the session instance judged the rule applicable.
    var sessionApplicable: Bool { session.applicable }

    /// `byName`: the indices of `final.ads` in ad-name order (the order instances finish in).
    mutating func finish(header: SessionHeader, final: ModelState, byName: [Int]) {
        guard enabled else { return }
        switch code.kind {
        case .state, .expectState, .expectEvent: break
        default: return  // nothing left open
        }
        if code.scope == .session {
            session.finish(code: code, header: header, final: final, ad: nil, out: &evidence)
        } else {
            for a in byName where a < live && instances[a].started {
                instances[a].finish(code: code, header: header, final: final, ad: a, out: &evidence)
            }
        }
    }
}
