/// A rule lowered for judging: the pattern's parts in plain stored properties of one
/// object, so a monitor reads them without copying enum payloads on every step.
final class RuleCode: Sendable {
    enum Kind: Sendable { case state, eventAbsence, expectState, expectEvent, forbid, requireState, requireEvent, atMost, atLeast, assert }

    let rule: Rule
    /// `rule.scope` (read without copying the rule).
    let scope: RuleScope
    let kind: Kind
    /// The state condition: `never`'s bad state, `expect`'s goal, `require`'s state, `assert`'s condition.
    let condition: Condition?
    /// The `while` guard.
    let guardCondition: Condition?
    /// The truth tests of `condition` and `guardCondition`.
    let test: Test?
    let guardTest: Test?
    /// The truth test of the rule's `when` (nil: none).
    let whenTest: Test?
    /// The first events named: `except within ... after`, `never`, `after`, `before`, `at most`.
    let first: MatchCode?
    /// The second: `expect` / `forbid` / `require` events.
    let second: MatchCode?
    /// `within` (or the grace period).
    let within: Double?
    /// `for more than d` of a `never`/`always` state: a bad stretch shorter is no breach (0: none).
    let lasting: Double
    /// `at most N`, `at least N`.
    let limit: Int
    /// Every condition of the rule (`when`, state, guard, `where`s), for checks.
    let conditions: [Condition]
    /// The states the state condition and the `while` guard read (`StateName.bit` mask).
    let reads: UInt64
    /// Every event the pattern names: a step with none of them leaves the monitor's event loop idle.
    let interest: EventSet
    /// `first?.events` and `second?.events` (`.none` when absent), as plain values: the monitors
    /// test an event against them before touching the match (binding a `MatchCode` for a loop
    /// retained and released it per rule visit).
    let firstEvents: EventSet
    let secondEvents: EventSet

    init(_ rule: Rule) {
        self.rule = rule
        scope = rule.scope
        var condition: Condition?, guardCondition: Condition?, first: EventMatch?, second: EventMatch?
        var within: Double?, limit = 0, lasting = 0.0
        switch rule.pattern {
        case .state(let bad, let g, let grace, let graceFor, let d):
            kind = .state; condition = bad; guardCondition = g; first = grace; within = graceFor; lasting = d
        case .eventAbsence(let m, let g):
            kind = .eventAbsence; first = m; guardCondition = g
        case .expectState(let trigger, let g, let goal, let d):
            kind = .expectState; first = trigger; guardCondition = g; condition = goal; within = d
        case .expectEvent(let trigger, let g, let goal, let d):
            kind = .expectEvent; first = trigger; guardCondition = g; second = goal; within = d
        case .forbid(let trigger, let g, let banned, let d):
            kind = .forbid; first = trigger; guardCondition = g; second = banned; within = d
        case .requireState(let target, let needed):
            kind = .requireState; first = target; condition = needed
        case .requireEvent(let target, let needed, let d):
            kind = .requireEvent; first = target; second = needed; within = d
        case .atMost(let n, let m, let d):
            kind = .atMost; limit = n; first = m; within = d
        case .atLeast(let n, let m, let d, let g):
            kind = .atLeast; limit = n; first = m; within = d; guardCondition = g
        case .assert(let c):
            kind = .assert; condition = c
        }
        self.condition = condition; self.guardCondition = guardCondition
        test = condition?.test; guardTest = guardCondition?.test; whenTest = rule.when?.test
        reads = (condition?.reads ?? 0) | (guardCondition?.reads ?? 0)
        conditions = [rule.when, condition, guardCondition, first?.filter, second?.filter].compactMap { $0 }
        self.first = first.map(MatchCode.init); self.second = second.map(MatchCode.init); self.within = within; self.limit = limit
        self.lasting = lasting
        firstEvents = first?.events ?? .none; secondEvents = second?.events ?? .none
        interest = firstEvents.union(secondEvents)
    }
}
