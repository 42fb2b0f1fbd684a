/// Parses a check's tokens into rules (recursive descent; one token of look-ahead).
struct Parser {
    private var tokens: [Token]
    private var i = 0
    private(set) var scope: RuleScope = .session
    /// How deep the expression being parsed nests: parentheses, lists, `not`, and each
    /// operator of a chain (`a and b and c` is a tree as deep as it is long). Bounded so that
    /// parsing and every later walk of the tree stay far from the stack's end.
    private var depth = 0
    static let maxDepth = 100

    /// Words that end a condition and cannot name anything.
    static let keywords: Set<String> = [
        "for", "each", "when", "never", "always", "after", "before", "at", "most", "least", "assert", "while",
        "where", "except", "within", "expect", "forbid", "require", "report", "or", "and", "not",
        "in", "any", "true", "false", "nil",
    ]

    init(_ tokens: [Token]) { self.tokens = tokens }

    var token: Token { tokens[i] }
    var nextToken: Token { tokens[min(i + 1, tokens.count - 1)] }
    var previousToken: Token { tokens[max(i - 1, 0)] }
    mutating func advance() { if i < tokens.count - 1 { i += 1 } }

    func isWord(_ w: String) -> Bool { token.word == w }

    /// One level deeper at `position`; refused past `maxDepth`. The caller gives it back.
    private mutating func deeper(_ position: SourcePosition) throws(RuleParseError) {
        depth += 1
        if depth > Self.maxDepth {
            throw RuleParseError(position, "this condition nests deeper than \(Self.maxDepth) levels; split it into several rules")
        }
    }

    mutating func accept(_ w: String) -> Bool {
        guard isWord(w) else { return false }
        advance(); return true
    }

    mutating func expect(_ w: String, _ what: String? = nil) throws(RuleParseError) {
        guard accept(w) else {
            throw RuleParseError(token.position, "expected \(what ?? "'\(w)'") but found \(token.display)")
        }
    }

    mutating func parseRules() throws(RuleParseError) -> [Rule] {
        var rules: [Rule] = []
        while token.kind != .end { rules.append(try parseRule()) }
        return rules
    }

    private mutating func parseRule() throws(RuleParseError) -> Rule {
        let start = token.position
        scope = .session
        if accept("for") {
            if accept("each") {
                if accept("banner") { scope = .banner }
                else if accept("interstitial") { scope = .interstitial }
                else if accept("ad") { scope = .ad }
                else { throw RuleParseError(token.position, "expected 'banner', 'interstitial' or 'ad' after 'for each' but found \(token.display)") }
            } else if accept("the") {
                try expect("session")
            } else {
                throw RuleParseError(token.position, "expected 'each' or 'the session' after 'for' but found \(token.display)")
            }
        }
        var when: Condition?
        if accept("when") { when = try condition(.header("when")) }
        let pattern = try parsePattern()
        if !isWord("report"), let hint = misplacedClause(after: pattern) {
            throw RuleParseError(token.position, "expected 'report \"message\"' but found \(token.display): \(hint)")
        }
        try expect("report", "'report \"message\"'")
        guard case .string(let literal) = token.kind else {
            throw RuleParseError(token.position, "expected the message in quotes after 'report' but found \(token.display)")
        }
        advance()
        let message = try MessageTemplate(literal, adStates: scope != .session, events: pattern.messageEvents,
                                          hasDeadline: pattern.hasDeadline)
        return Rule(scope: scope, when: when, pattern: pattern, message: message, position: start)
    }

    var stateContext: NameContext { .state("while", adStates: scope != .session) }

    /// `events [where <fields>]`.
    mutating func eventMatch() throws(RuleParseError) -> EventMatch {
        var set = try oneEvent()
        while isWord("or") {
            if case .event = nextToken.kind {} else if nextToken.word != "any" { break }
            advance()
            set = set.union(try oneEvent())
        }
        let filter: Condition? = accept("where") ? try condition(.fields(set)) : nil
        return EventMatch(events: set, filter: filter)
    }

    private mutating func oneEvent() throws(RuleParseError) -> EventSet {
        let p = token.position
        if case .event(let name) = token.kind {
            guard let index = EventVocabulary.indexByName[name] else { throw RuleParseError(p, EventVocabulary.unknown(name)) }
            advance()
            return EventSet(index: index)
        }
        if accept("any") {
            if accept("call") { return .calls }
            if accept("callback") { return .callbacks }
            if accept("event") { return .all }
            throw RuleParseError(token.position, "expected 'call', 'callback' or 'event' after 'any' but found \(token.display)")
        }
        throw RuleParseError(p, "expected an event in backticks (like `release`) but found \(token.display)")
    }

    // MARK: Conditions

    mutating func condition(_ context: NameContext) throws(RuleParseError) -> Condition {
        let e = try orExpr()
        var c = try ConditionCompiler(context: context).compileBool(e)
        c.reads = StateReads.of(e)
        return c
    }

    private mutating func orExpr() throws(RuleParseError) -> Expr {
        let start = depth
        defer { depth = start }
        var e = try andExpr()
        while isWord("or") {
            let p = token.position; advance()
            try deeper(p)
            e = .binary("or", e, try andExpr(), p)
        }
        return e
    }

    private mutating func andExpr() throws(RuleParseError) -> Expr {
        let start = depth
        defer { depth = start }
        var e = try notExpr()
        while isWord("and") {
            let p = token.position; advance()
            try deeper(p)
            e = .binary("and", e, try notExpr(), p)
        }
        return e
    }

    private mutating func notExpr() throws(RuleParseError) -> Expr {
        if isWord("not") {
            let p = token.position; advance()
            try deeper(p)
            defer { depth -= 1 }
            return .not(try notExpr(), p)
        }
        return try comparison()
    }

    private mutating func comparison() throws(RuleParseError) -> Expr {
        let l = try additive()
        let p = token.position
        if case .symbol(let s) = token.kind, ["==", "!=", "<", "<=", ">", ">="].contains(s) {
            advance()
            return .binary(s, l, try additive(), p)
        }
        if accept("in") { return .binary("in", l, try additive(), p) }
        if isWord("not"), nextToken.word == "in" {
            advance(); advance()
            return .binary("not in", l, try additive(), p)
        }
        return l
    }

    private mutating func additive() throws(RuleParseError) -> Expr {
        let start = depth
        defer { depth = start }
        var e = try primary()
        while case .symbol(let s) = token.kind, s == "+" || s == "-" {
            let p = token.position; advance()
            try deeper(p)
            e = .binary(s, e, try primary(), p)
        }
        return e
    }

    private mutating func primary() throws(RuleParseError) -> Expr {
        let t = token
        switch t.kind {
        case .word(let w):
            switch w {
            case "true": advance(); return .bool(true, t.position)
            case "false": advance(); return .bool(false, t.position)
            case "nil": advance(); return .null(t.position)
            default:
                if Self.keywords.contains(w) {
                    throw RuleParseError(t.position, "expected a condition but found \(t.display)")
                }
                advance(); return .name(w, t.position)
            }
        case .event(let n): advance(); return .event(n, t.position)
        case .string(let s):
            advance()
            return .string(s.parts.map { part in
                switch part {
                case .text(let x): return x
                case .placeholder(let n, _): return "{" + n + "}"
                }
            }.joined(), t.position)
        case .number(let d, let text): advance(); return .number(d, text: text, t.position)
        case .version(let v): advance(); return .version(v, t.position)
        case .symbol("("):
            advance()
            try deeper(t.position)
            defer { depth -= 1 }
            let e = try orExpr()
            guard case .symbol(")") = token.kind else {
                throw RuleParseError(token.position, "expected ')' but found \(token.display)")
            }
            advance()
            return e
        case .symbol("["):
            advance()
            try deeper(t.position)
            defer { depth -= 1 }
            var items: [Expr] = []
            if case .symbol("]") = token.kind {} else {
                items.append(try additive())
                while case .symbol(",") = token.kind { advance(); items.append(try additive()) }
            }
            guard case .symbol("]") = token.kind else {
                throw RuleParseError(token.position, "expected ',' or ']' but found \(token.display)")
            }
            advance()
            return .list(items, t.position)
        case .symbol("-"):
            advance()
            guard case .number(let d, let text) = token.kind else {
                throw RuleParseError(token.position, "expected a number after '-' but found \(token.display)")
            }
            advance()
            return .number(-d, text: "-" + text, t.position)
        case .duration:
            throw RuleParseError(t.position, "a duration is only allowed after 'within'")
        default:
            throw RuleParseError(t.position, "expected a condition but found \(t.display)")
        }
    }
}
