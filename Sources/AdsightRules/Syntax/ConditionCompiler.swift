import AdsightSession

/// Resolves the names of an `Expr`, checks its types and turns it into a `Condition`.
struct ConditionCompiler {
    var context: NameContext

    /// A condition that must be a boolean.
    func compileBool(_ e: Expr) throws(RuleParseError) -> Condition {
        let c = try compile(e)
        guard c.type == .bool || c.type == .null else {
            throw RuleParseError(e.position, "expected a condition (true or false) but this is \(c.type.display)")
        }
        return c
    }

    func compile(_ e: Expr) throws(RuleParseError) -> Condition {
        switch e {
        case .name(let n, let p): return try resolve(n, p)
        case .event(let n, let p):
            guard EventVocabulary.indexByName[n] != nil else { throw RuleParseError(p, EventVocabulary.unknown(n)) }
            return Condition(type: .string) { _ in .string(n) }
        case .string(let s, _): return Condition(type: .string) { _ in .string(s) }
        case .number(let d, _, _): return Condition(type: .number) { _ in .number(d) }
        case .version(let text, let p):
            guard let v = Version(parsing: text) else { throw RuleParseError(p, "bad version '\(text)'") }
            return Condition(type: .version) { _ in .version(v) }
        case .bool(let b, _): return Condition(type: .bool) { _ in .bool(b) }
        case .null: return Condition(type: .null) { _ in .null }
        case .list(let items, _):
            var parts: [Condition] = []
            for item in items {
                let c = try compile(item)
                guard c.type != .list else { throw RuleParseError(item.position, "a list cannot hold a list") }
                parts.append(c)
            }
            let items = parts
            return Condition(type: .list) { ctx in .list(items.map { $0.eval(ctx) }) }
        case .not(let inner, _):
            return Condition.not(try compileBool(inner))
        case .binary(let op, let l, let r, let p):
            return try binary(op, l, r, p)
        }
    }

    private func binary(_ op: String, _ l: Expr, _ r: Expr, _ p: SourcePosition) throws(RuleParseError) -> Condition {
        switch op {
        case "and", "or":
            let lc = try compileBool(l), rc = try compileBool(r)
            let a = lc.test, b = rc.test
            // The value form reads only the operands' value forms (what the reference
            // evaluator checks the tests against).
            let x = lc.eval, y = rc.eval
            if op == "and" {
                let eval: @Sendable (EvalContext) -> Value = { ctx in .bool(x(ctx).isTrue && y(ctx).isTrue) }
                return Condition(type: .bool, test: AndTest(a, b, eval), eval: eval)
            }
            let eval: @Sendable (EvalContext) -> Value = { ctx in .bool(x(ctx).isTrue || y(ctx).isTrue) }
            return Condition(type: .bool, test: OrTest(a, b, eval), eval: eval)
        case "+", "-":
            let a = try compile(l), b = try compile(r)
            for (c, e) in [(a, l), (b, r)] where c.type != .number {
                throw RuleParseError(e.position, "'\(op)' needs numbers but this is \(c.type.display)")
            }
            let sign: Double = op == "+" ? 1 : -1
            return Condition(type: .number) { ctx in
                guard case .number(let x) = a.eval(ctx), case .number(let y) = b.eval(ctx) else { return .null }
                return .number(x + sign * y)
            }
        case "in", "not in":
            let a = try compile(l), b = try compile(r)
            guard b.type == .list else { throw RuleParseError(r.position, "'\(op)' needs a list on its right but this is \(b.type.display)") }
            let negate = op == "not in"
            let test: Test?
            switch (a.state, b.state, b.header) {
            case (.currentContentSizeIdentifier, .requiredContentSizeIdentifiers, _):
                test = CurrentInRequiredTest(negate: negate) { ctx in Self.membership(a, b, negate, ctx) }
            case (.requiredOrientations, _, .supportedOrientations):
                test = RequiredInSupportedTest(negate: negate) { ctx in Self.membership(a, b, negate, ctx) }
            default:
                test = nil
            }
            return Condition(type: .bool, test: test) { ctx in Self.membership(a, b, negate, ctx) }
        default:
            return try comparison(op, l, r, p)
        }
    }

    /// `a in b` (`not in` with `negate`): a list on the left must be inside `b` as a whole;
    /// `nil` on either side is false.
    private static func membership(_ a: Condition, _ b: Condition, _ negate: Bool, _ ctx: EvalContext) -> Value {
        guard case .list(let items) = b.eval(ctx) else { return .bool(false) }
        let v = a.eval(ctx)
        let inside: Bool
        switch v {
        case .null: return .bool(false)
        case .list(let sub): inside = sub.allSatisfy(items.contains)
        default: inside = items.contains(v)
        }
        return .bool(inside != negate)
    }

    private func comparison(_ op: String, _ l: Expr, _ r: Expr, _ p: SourcePosition) throws(RuleParseError) -> Condition {
        var left = try compile(l), right = try compile(r)
        // A number literal next to a version is a version (`os >= 4.3`).
        if left.type == .version, case .number(_, let text, let q) = r { right = try compile(.version(text, q)) }
        if right.type == .version, case .number(_, let text, let q) = l { left = try compile(.version(text, q)) }
        let a = left, b = right
        guard a.type == b.type || a.type == .null || b.type == .null else {
            throw RuleParseError(r.position, "cannot compare \(a.type.display) with \(b.type.display)")
        }
        switch op {
        case "==", "!=":
            let negate = op == "!="
            let eval: @Sendable (EvalContext) -> Value = { ctx in .bool((a.eval(ctx) == b.eval(ctx)) != negate) }
            return Condition(type: .bool, test: Self.stateTest(a, l, b, r, negate: negate, eval)
                             ?? Self.stateTest(b, r, a, l, negate: negate, eval), eval: eval)
        default:
            let type = a.type == .null ? b.type : a.type
            guard type == .number || type == .version else {
                throw RuleParseError(l.position, "'\(op)' orders numbers or versions, not \(type.display)")
            }
            let test: @Sendable (Int) -> Bool
            switch op {
            case "<": test = { $0 < 0 }
            case "<=": test = { $0 <= 0 }
            case ">": test = { $0 > 0 }
            default: test = { $0 >= 0 }
            }
            return Condition(type: .bool) { ctx in
                switch (a.eval(ctx), b.eval(ctx)) {
                case (.number(let x), .number(let y)): return .bool(test(x < y ? -1 : (x > y ? 1 : 0)))
                case (.version(let x), .version(let y)): return .bool(test(x < y ? -1 : (y < x ? 1 : 0)))
                default: return .bool(false)
                }
            }
        }
    }

    /// A fast test for `state == literal` / `!=`: `nil`, or `true`/`false` on a boolean state.
    private static func stateTest(_ a: Condition, _ l: Expr, _ b: Condition, _ r: Expr, negate: Bool,
                                  _ eval: @escaping @Sendable (EvalContext) -> Value) -> Test? {
        if let f = a.field, let literal = Self.literal(r) { return FieldEqualsTest(f, literal, negate: negate, eval) }
        guard let s = a.state else { return nil }
        switch r {
        case .null: return StateNilTest(s, negate: negate, eval)
        case .bool(let v, _) where s.type == .bool: return StateFlagEqualsTest(s, v, negate: negate, eval)
        case .string(let v, _) where s.type == .string: return StateStringEqualsTest(s, v, negate: negate, eval)
        default: return nil
        }
    }

    /// The value of a literal expression (`"main"`, `true`, `nil`, a number, an event name).
    private static func literal(_ e: Expr) -> Value? {
        switch e {
        case .string(let s, _), .event(let s, _): return .string(s)
        case .bool(let b, _): return .bool(b)
        case .null: return .null
        case .number(let d, _, _): return .number(d)
        default: return nil
        }
    }

    /// A name: an event field, a state, a header fact, or a member of one (`frame.width`).
    private func resolve(_ name: String, _ p: SourcePosition) throws(RuleParseError) -> Condition {
        if let c = try resolveWhole(name, p) { return c }
        // Member access on a frame or size: `screen.width`, `frame.size.height`.
        if let dot = name.lastIndex(of: ".") {
            let base = String(name[..<dot]), member = String(name[name.index(after: dot)...])
            if let b = try? resolve(base, p), b.type == .rect || b.type == .size {
                return try memberAccess(b, member, base: base, p)
            }
        }
        throw RuleParseError(p, unknownMessage(name))
    }

    private func resolveWhole(_ name: String, _ p: SourcePosition) throws(RuleParseError) -> Condition? {
        if let f = EventField.byName[name], let events = context.fields {
            guard f.events.bits & events.bits != 0 else {
                throw RuleParseError(p, "field '\(name)' is not carried by \(EventSetText.describe(events))")
            }
            return Condition(type: f.type, field: f) { ctx in
                guard ctx.slot >= 0 else { return .null }
                return f.read(ctx.events[ctx.events.startIndex + ctx.slot], inconsistency: ctx.inconsistency)
            }
        }
        if let s = StateName.byName[name] {
            guard context.states else {
                if context.fields != nil {
                    throw RuleParseError(p, "'\(name)' is a state; 'where' reads the event's fields, use 'while' for states")
                }
                throw RuleParseError(p, "'\(name)' is a state; '\(context.clause)' reads only header facts")
            }
            guard !s.isAdState || context.adStates else {
                throw RuleParseError(p, "'\(name)' is ad state; it needs a 'for each banner/interstitial/ad' rule")
            }
            let eval: @Sendable (EvalContext) -> Value = { ctx in s.value(ctx) }
            return Condition(type: s.type, test: s.type == .bool ? StateFlagTest(s, eval) : nil, state: s, eval: eval)
        }
        if let h = HeaderFact.byName[name] {
            return Condition(type: h.type, header: h) { ctx in h.read(ctx.header) }
        }
        return nil
    }

    private func memberAccess(_ b: Condition, _ member: String, base: String, _ p: SourcePosition) throws(RuleParseError) -> Condition {
        let isRect = b.type == .rect
        switch member {
        case "width", "height":
            let w = member == "width"
            return Condition(type: .number) { ctx in
                switch b.eval(ctx) {
                case .rect(let r): return .number(w ? r.width : r.height)
                case .size(let s): return .number(w ? s.width : s.height)
                default: return .null
                }
            }
        case "x" where isRect, "y" where isRect:
            let x = member == "x"
            return Condition(type: .number) { ctx in
                guard case .rect(let r) = b.eval(ctx) else { return .null }
                return .number(x ? r.x : r.y)
            }
        case "size" where isRect:
            return Condition(type: .size) { ctx in
                guard case .rect(let r) = b.eval(ctx) else { return .null }
                return .size(r.size)
            }
        default:
            throw RuleParseError(p, "'\(base)' has no '\(member)' (it has \(isRect ? "x, y, width, height, size" : "width, height"))")
        }
    }

    private func unknownMessage(_ name: String) -> String {
        if context.fields != nil { return "unknown field '\(name)'" }
        let facts = HeaderFact.allCases.map(\.rawValue)
        let known = context.states ? StateName.allCases.map(\.name) + facts : facts
        // An event written without its backticks reads as a name: say how to write it.
        if let event = [name, name + ":"].first(where: { EventVocabulary.indexByName[$0] != nil }) {
            return (context.states ? "unknown state '\(name)'" : "unknown header fact '\(name)'") + "; an event is written in backticks: `\(event)`"
        }
        let hint = NameSuggestion.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return (context.states ? "unknown state '\(name)'" : "unknown header fact '\(name)'") + hint
    }
}
