import AdsightModel

/// Which objects a rule is judged for.
enum RuleScope: Sendable, Hashable {
    case session
    case banner
    case interstitial
    /// Both kinds of ad.
    case ad

    /// Whether an ad of `kind` is an instance of the scope.
    func includes(_ kind: AdKind) -> Bool {
        switch self {
        case .session: return false
        case .ad: return true
        case .banner: return kind == .banner
        case .interstitial: return kind == .interstitial
        }
    }
}

/// Events named by a rule, with an optional `where` on their fields.
struct EventMatch: Sendable {
    var events: EventSet
    var filter: Condition?

    /// Whether the event's name is in the set (fields not looked at).
    func named(_ index: Int) -> Bool { events.contains(index) }

    /// Whether the event is in the set and its fields match.
    func matches(_ index: Int, _ ctx: EvalContext) -> Bool {
        events.contains(index) && (filter?.holds(ctx) ?? true)
    }
}

/// A rule's pattern (Dwyer's property patterns with real-time bounds).
enum Pattern: Sendable {
    /// `never S` / `always S` (bad = the negation) `[for more than d]`, while `guard`, except
    /// after `grace` (`lasting`: d, 0 without one).
    case state(bad: Condition, guard: Condition?, grace: EventMatch?, graceFor: Double, lasting: Double)
    /// `never <events> [where] [while]`.
    case eventAbsence(EventMatch, guard: Condition?)
    /// `after <events> [while] expect <state> within d`.
    case expectState(trigger: EventMatch, guard: Condition?, goal: Condition, within: Double)
    /// `after <events> [while] expect <events> within d`.
    case expectEvent(trigger: EventMatch, guard: Condition?, goal: EventMatch, within: Double)
    /// `after <events> [while] forbid <events> [within d]` (nil: for the rest of the session).
    case forbid(trigger: EventMatch, guard: Condition?, banned: EventMatch, within: Double?)
    /// `before <events> require <state>`.
    case requireState(EventMatch, Condition)
    /// `before <events> require <events> within d`.
    case requireEvent(EventMatch, EventMatch, within: Double)
    /// `at most N <events> [within d]`.
    case atMost(Int, EventMatch, within: Double?)
    /// `at least N <events> within d [while <state>]`.
    case atLeast(Int, EventMatch, within: Double, guard: Condition?)
    /// `assert <header condition>`.
    case assert(Condition)
}

/// One rule of a check.
struct Rule: Sendable {
    var scope: RuleScope
    var when: Condition?
    var pattern: Pattern
    var message: MessageTemplate
    /// Where the rule starts in its check text.
    var position: SourcePosition
}
