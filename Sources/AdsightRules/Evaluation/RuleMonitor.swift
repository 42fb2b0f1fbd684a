import AdsightModel
import AdsightSession

/// One rule over one session: its instances (the session's at index 0, or each ad's at the
/// ad's index in the model's `ads`), as its pattern's state machines.
struct RuleMonitor {
    let code: RuleCode
    /// What steps can change the rule's instances (its pattern's declaration).
    let interest: PatternInterest
    /// False when the rule's `when` does not hold for this header.
    private(set) var enabled = false
    private(set) var evidence: [Evidence] = []
    /// Copies of a monitor share the store: a session monitor cannot be copied.
    private var instances: PatternInstances
    /// The instances made so far: `0..<live` (of the ads reached, and those before them).
    private var live = 0
    private var headerApplicable = false
    /// The session instance's activity (the sum of its `observe` results: 0 or 1).
    private var sessionActivity = 0

    /// `ctx` holds the header and the initial state (no ad, no event).
    init(code: RuleCode, ctx: inout EvalContext) {
        self.code = code
        instances = PatternInstances(code.kind)
        var ask = InterestOf(code: code)
        instances.run(&ask)
        interest = ask.interest
        start(ctx: &ctx)
    }

    private mutating func start(ctx: inout EvalContext) {
        enabled = code.whenTest?.holds(in: &ctx) ?? true
        guard enabled, code.scope == .session, code.kind == .assert else { return }
        headerApplicable = AssertPattern.judgeHeader(code, ctx: &ctx, out: &evidence)
    }

    /// Whether the rule applied at all.
    var applicable: Bool {
        guard enabled else { return false }
        var ask = Applicable(live: live)
        instances.run(&ask)
        return headerApplicable || ask.any
    }

    /// Judges the step for the session; returns whether the rule must still be asked about
    /// every step (`SessionRuleIndex.awake`): not enabled is never, active is always.
    @discardableResult
    mutating func observe(session v: StepView, _ step: LentStep, ctx: inout EvalContext) -> Bool {
        guard enabled else { return false }
        if live == 0 { grow(to: 1) }
        sessionActivity += instances.observe(0, v, step, code: code, ctx: &ctx, out: &evidence)
        return sessionActivity > 0
    }

    /// Judges the step for the ad at `v.ad` (`ctx.ad` is that ad); returns how the number of
    /// the ad's active instances changed (-1, 0 or 1: see `PatternMachine.isActive`).
    @inline(__always)  // once per rule visit: called from the session monitor's loop over an ad's rules
    mutating func observe(ad v: StepView, _ step: LentStep, ctx: inout EvalContext) -> Int {
        guard enabled else { return 0 }
        if v.ad >= live { grow(to: v.ad + 1) }
        return instances.observe(v.ad, v, step, code: code, ctx: &ctx, out: &evidence)
    }

    /// Ad `a` was re-created as the other kind at `t`, which this rule does not judge (see
    /// `PatternMachine.end`). Returns how the ad's active instances changed (-1 or 0).
    mutating func end(ad a: Int, at t: Double, header: SessionHeader) -> Int {
        guard enabled, a < live else { return 0 }
        var ask = End(a: a, t: t, code: code, header: header, out: evidence)
        evidence = []
        instances.run(&ask)
        evidence = ask.out
        return ask.delta
    }

    @inline(never)
    private mutating func grow(to count: Int) {
        instances.grow(to: count)
        live = count
    }

    /// Whether the instance of ad `a` is an armed `forbid` (see `RuleIndex`).
    func isArmed(_ a: Int) -> Bool {
        guard a < live else { return false }
        var ask = Armed(a: a)
        instances.run(&ask)
        return ask.armed
    }

    /// Whether the session instance judged the rule applicable.
    var sessionApplicable: Bool { live > 0 && Applicable.one(instances) }

    /// `byName`: the indices of `final.ads` in ad-name order (the order instances finish in);
    /// `lastStep`: the session's last group's `t`.
    mutating func finish(header: SessionHeader, final: ModelState, byName: [Int], lastStep: Double) {
        guard enabled, live > 0 else { return }
        let order: [Int?] = code.scope == .session ? [nil] : byName.filter { $0 < live }
        var ask = Finish(order: order, code: code, header: header, final: final, lastStep: lastStep,
                         out: evidence)
        evidence = []
        instances.run(&ask)
        evidence = ask.out
    }
}
