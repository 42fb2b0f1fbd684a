/// The patterns of the rule language (`rule-language.md`, "Patterns"): what follows a
/// rule's scope and `when`, up to its `report`.
extension Parser {
    mutating func parsePattern() throws(RuleParseError) -> Pattern {
        if accept("never") {
            if startsEvents { return .eventAbsence(try eventMatch(), guard: try optionalWhile()) }
            let bad = try condition(stateContext)
            let lasting = try optionalLasting()
            let g = try optionalWhile()
            let (grace, d) = try optionalGrace()
            return .state(bad: bad, guard: g, grace: grace, graceFor: d, lasting: lasting)
        }
        if accept("always") {
            let good = try condition(stateContext)
            let lasting = try optionalLasting()
            let g = try optionalWhile()
            let (grace, d) = try optionalGrace()
            let bad = Condition.not(good)
            return .state(bad: bad, guard: g, grace: grace, graceFor: d, lasting: lasting)
        }
        if accept("after") {
            let trigger = try eventMatch()
            let g = try optionalWhile()
            if accept("expect") {
                if startsEvents {
                    let goal = try eventMatch()
                    return .expectEvent(trigger: trigger, guard: g, goal: goal, within: try within())
                }
                let goal = try condition(stateContext)
                return .expectState(trigger: trigger, guard: g, goal: goal, within: try within())
            }
            if accept("forbid") {
                let banned = try eventMatch()
                let d: Double? = isWord("within") ? try within() : nil
                return .forbid(trigger: trigger, guard: g, banned: banned, within: d)
            }
            throw RuleParseError(token.position, "expected 'expect' or 'forbid' but found \(token.display)")
        }
        if accept("before") {
            let target = try eventMatch()
            try expect("require")
            if startsEvents {
                let needed = try eventMatch()
                return .requireEvent(target, needed, within: try within())
            }
            return .requireState(target, try condition(.state("require", adStates: scope != .session)))
        }
        if accept("at") {
            let least = accept("least")
            if !least, !accept("most") { throw RuleParseError(token.position, "expected 'most' or 'least' but found \(token.display)") }
            guard case .number(let n, _) = token.kind, n >= (least ? 1 : 0), n == n.rounded(), n < 1_000_000 else {
                let what = least ? "a whole number from 1 after 'at least'" : "a whole number after 'at most'"
                throw RuleParseError(token.position, "expected \(what) but found \(token.display)")
            }
            advance()
            let match = try eventMatch()
            if least { return .atLeast(Int(n), match, within: try within(), guard: try optionalWhile()) }
            let d: Double? = isWord("within") ? try within() : nil
            return .atMost(Int(n), match, within: d)
        }
        if accept("assert") { return .assert(try condition(.header("assert"))) }
        if isWord("for") {
            throw RuleParseError(token.position, "found 'for' where the rule's pattern goes: the scope starts the rule, before 'when' (for each banner when ... never ...)")
        }
        throw RuleParseError(token.position, "expected a rule ('never', 'always', 'after', 'before', 'at most', 'at least' or 'assert') but found \(token.display)")
    }

    private var startsEvents: Bool {
        if case .event = token.kind { return true }
        return isWord("any")
    }

    private mutating func optionalWhile() throws(RuleParseError) -> Condition? {
        accept("while") ? try condition(stateContext) : nil
    }

    private mutating func optionalGrace() throws(RuleParseError) -> (EventMatch?, Double) {
        guard accept("except") else { return (nil, 0) }
        let d = try within()
        try expect("after")
        return (try eventMatch(), d)
    }

    /// `for more than <duration>` after a `never`/`always` state (0 without it).
    private mutating func optionalLasting() throws(RuleParseError) -> Double {
        guard accept("for") else { return 0 }
        try expect("more", "'more than' after 'for'")
        try expect("than", "'than' after 'for more'")
        return try duration()
    }

    private mutating func within() throws(RuleParseError) -> Double {
        try expect("within")
        return try duration()
    }

    private mutating func duration() throws(RuleParseError) -> Double {
        switch token.kind {
        case .duration(let d): advance(); return d
        case .number(_, let text):
            throw RuleParseError(token.position, "a duration needs a unit: write \(text)s or \(text)ms")
        default:
            throw RuleParseError(token.position, "expected a duration like 0.5s or 100ms but found \(token.display)")
        }
    }

}
