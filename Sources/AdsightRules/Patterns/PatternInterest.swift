/// What steps can change an instance of a pattern, declared by the pattern
/// (`PatternMachine.interest(_:)`) and read by the scheduler (`RuleIndex`, `SessionRuleIndex`,
/// `RulePlan`). The scheduler's whole contract: it visits a superset of the instances that
/// could report or change; an instance `isActive` sees every step concerning it.
struct PatternInterest {
    /// The events (`EventSet` bits) whose arrival can change the instance at any time.
    var events: UInt64
    /// The events that matter only once the instance is armed (`forbid`'s banned events).
    var armedEvents: UInt64 = 0
    /// Whether instances arm (`PatternMachine.isArmed`).
    var arms = false
    /// The states (`StateName.bit` mask) a change of which the instance must see.
    var states: UInt64 = 0
    /// Whether the instance's first step matters even without its events (it judges the ad).
    var firstStep = false
    /// Once applicable, a session instance's events matter only with a model finding in the
    /// step (its `where` reads the inconsistency), or with an event naming a thread.
    var needsFindings = false
    var needsThread = false
}
