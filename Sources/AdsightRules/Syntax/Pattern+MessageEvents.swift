/// Which events a breach's message can read fields of, by pattern (`BreachReport`): the
/// event the breach is about and the trigger it answers. Nil where that can be any event
/// (a state's bad stretch starts at whatever event made it bad; `at least` may count from
/// its stretch's first event; `assert` names no event).
extension Pattern {
    var messageEvents: EventSet? {
        switch self {
        case .state, .assert, .atLeast: return nil
        case .eventAbsence(let m, _), .atMost(_, let m, _): return m.events
        case .expectState(let trigger, _, _, _), .expectEvent(let trigger, _, _, _): return trigger.events
        case .forbid(let trigger, _, let banned, _): return trigger.events.union(banned.events)
        case .requireState(let target, _), .requireEvent(let target, _, _): return target.events
        }
    }

    /// Whether a breach is a deadline missed, which `{deadline}` prints.
    var hasDeadline: Bool {
        switch self {
        case .expectState, .expectEvent, .atLeast: return true
        case .state, .eventAbsence, .forbid, .requireState, .requireEvent, .atMost, .assert: return false
        }
    }
}
