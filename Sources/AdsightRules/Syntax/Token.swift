/// One token of the rule language.
struct Token: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A bare word, dots included (`visible`, `device.family`, `error.code`).
        case word(String)
        /// A backticked event name.
        case event(String)
        case string(StringLiteral)
        /// A number; `text` keeps the spelling (a version may be written `4.3`).
        case number(Double, text: String)
        /// A dotted version with at least two dots (`4.2.1`).
        case version(String)
        /// A duration in seconds (`0.5s`, `100ms`).
        case duration(Double)
        /// An operator or punctuation: `== != < <= > >= ( ) [ ] , + -`.
        case symbol(String)
        case end
    }

    var kind: Kind
    var position: SourcePosition

    /// The word, when the token is one.
    var word: String? {
        if case .word(let w) = kind { return w }
        return nil
    }

    /// How the token reads in an error message.
    var display: String {
        switch kind {
        case .word(let w): return "'\(w)'"
        case .event(let e): return "`\(e)`"
        case .string(let s): return "\"\(s.value)\""
        case .number(_, let text): return text
        case .version(let v): return v
        case .duration: return "a duration"
        case .symbol(let s): return "'\(s)'"
        case .end: return "the end of the check"
        }
    }
}

/// A string literal with the position of each `{placeholder}` in it.
struct StringLiteral: Sendable, Hashable {
    enum Part: Sendable, Hashable {
        case text(String)
        case placeholder(String, SourcePosition)
    }
    var value: String
    var parts: [Part]
}
