/// A parsed, checked `check`: the rules of one or more check blocks of a note.
public struct RuleProgram: Sendable {
    var rules: [Rule]
    /// The rules lowered for judging, made once per program (not per session).
    let codes: [RuleCode]

    init(rules: [Rule]) { self.rules = rules; codes = rules.map(RuleCode.init) }

    /// The rules of several check blocks together (one note's check).
    public init(combining programs: [RuleProgram]) {
        rules = programs.flatMap(\.rules); codes = programs.flatMap(\.codes)
    }

    /// Parses one check block. Errors carry the line and column within `source`.
    public static func parse(_ source: String) throws(RuleParseError) -> RuleProgram {
        var parser = Parser(try Lexer.tokens(source))
        let rules = try parser.parseRules()
        guard !rules.isEmpty else {
            throw RuleParseError(line: 1, column: 1, message: "empty check: write at least one rule")
        }
        return RuleProgram(rules: rules)
    }

    /// How many rules the program holds.
    public var ruleCount: Int { rules.count }
}
