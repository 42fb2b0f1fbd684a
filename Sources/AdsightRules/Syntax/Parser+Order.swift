/// What to say when a rule's pattern is followed by a word that belongs elsewhere: the
/// parser expected `report`, and a clause written out of order or on a pattern that does
/// not take it is the usual reason (`rule-language.md`, "Rules" and "Patterns").
extension Parser {
    /// The reason the word at the cursor cannot follow `pattern`, or nil for any other token.
    /// A `when` or `for` that starts a line may instead start the next rule, after one
    /// whose `report` is missing: the message says so too.
    func misplacedClause(after pattern: Pattern) -> String? {
        let nextRule = previousToken.position.line < token.position.line
            ? "; or it starts the next rule, and the rule before it has no 'report \"...\"'" : ""
        if isWord("when") {
            return "'when' comes before the pattern: [for each ...] when <condition> <pattern> report \"...\" "
                + "(a state as the event arrives is 'while')" + nextRule
        }
        if isWord("for"), nextToken.word == "more" {
            guard case .state = pattern else { return "'for more than d' is for 'never' or 'always' a state" }
            return "'for more than d' goes right after the state, before 'while'"
        }
        if isWord("for") { return "the scope starts the rule: for each banner|interstitial|ad [when ...] <pattern> report \"...\"" + nextRule }
        if isWord("while") { return Self.whileHint(pattern) }
        if isWord("within") { return "\(Self.name(pattern)) takes no 'within' here" }
        if isWord("except") { return "'except within d after X' is a grace for 'never' or 'always' a state, after its 'while'" }
        return nil
    }

    private static func whileHint(_ pattern: Pattern) -> String {
        switch pattern {
        case .state(_, let g, let grace, _, _):
            return g == nil && grace != nil ? "'while' goes before 'except'" : "a rule takes one 'while'"
        case .eventAbsence, .atLeast: return "a rule takes one 'while'"
        case .expectState(_, let g, _, _), .expectEvent(_, let g, _, _), .forbid(_, let g, _, _):
            return g != nil ? "a rule takes one 'while'" : "the 'while' of 'after' follows its events: after X while S expect ..."
        case .requireState, .requireEvent, .atMost, .assert: return "\(name(pattern)) takes no 'while'"
        }
    }

    private static func name(_ pattern: Pattern) -> String {
        switch pattern {
        case .state: return "'never'/'always' a state"
        case .eventAbsence: return "'never' events"
        case .expectState, .expectEvent: return "'after ... expect'"
        case .forbid: return "'after ... forbid'"
        case .requireState, .requireEvent: return "'before ... require'"
        case .atMost: return "'at most'"
        case .atLeast: return "'at least'"
        case .assert: return "'assert'"
        }
    }
}
