import AdsightModel
import AdsightSession

/// The state machine of one rule pattern for one scope instance (the session, or one ad),
/// in the style of swift-nio's state machines: a value type with a `mutating` method per
/// input (a step, the end of the instance's object, the end of the session), each saying
/// what happened: breaches go to `out`, and the returned number is how the instance's
/// activity changed (-1 became quiet, 0 unchanged, 1 became active).
///
/// Used only as a generic constraint (specialised per pattern, never an existential): the
/// rule monitor dispatches through the closed enum `PatternInstances`. What a pattern reads
/// is declared once, in `interest(_:)`; the scheduler (`RuleIndex`, `SessionRuleIndex`)
/// visits an instance only when its interest says the step can matter to it.
protocol PatternMachine {
    init()
    /// What steps can change an instance of `code`'s pattern.
    static func interest(_ code: RuleCode) -> PatternInterest
    /// Whether the rule applied to the instance (a trigger, target or guard seen).
    var applicable: Bool { get }
    /// Whether the instance was judged at least once (it exists for its rule).
    var started: Bool { get }
    /// Whether the instance must see every step that concerns its ad, with or without its
    /// events (a bad stretch open, an obligation pending).
    var isActive: Bool { get }
    /// Judges one step as the instance `v.ad` sees it (`ctx` holds the step's state and the ad).
    mutating func observe(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) -> Int
    /// The instance's ad object ended at `t` (re-created as a kind the rule does not judge).
    mutating func end(at t: Double, code: RuleCode, header: SessionHeader, out: inout [Evidence]) -> Int
    /// The session ended: the last state lasts for ever and no more events come (`ad`: the
    /// instance's index in `final.ads`, nil for the session; `lastStep`: the last group's `t`).
    mutating func finish(code: RuleCode, header: SessionHeader, final: ModelState, ad: Int?, lastStep: Double,
                         out: inout [Evidence])
    /// Whether a `forbid` instance saw its trigger (its banned events matter from now on).
    var isArmed: Bool { get }
}

/// A pattern judged on events alone: a step is one `advance`, with nothing open between steps
/// unless `isActive` says so.
protocol EventPattern: PatternMachine {
    var started: Bool { get set }
    /// `observe` after its fast exit: the step names one of the rule's events, or the instance is active.
    mutating func advance(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence])
}

extension PatternMachine {
    var isArmed: Bool { false }
    mutating func end(at t: Double, code: RuleCode, header: SessionHeader, out: inout [Evidence]) -> Int { 0 }
    mutating func finish(code: RuleCode, header: SessionHeader, final: ModelState, ad: Int?, lastStep: Double,
                         out: inout [Evidence]) {}
}

extension EventPattern {
    @inline(__always)
    mutating func observe(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                          out: inout [Evidence]) -> Int {
        // A step naming none of the rule's events cannot match any of them.
        if v.mask & code.interest.bits == 0, !isActive {
            started = true
            return 0
        }
        started = true
        let was = isActive
        advance(v, step, code: code, ctx: &ctx, out: &out)
        return (isActive ? 1 : 0) - (was ? 1 : 0)
    }
}
