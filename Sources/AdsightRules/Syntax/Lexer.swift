/// Splits a check's text into tokens, with 1-based line and column (in Unicode scalars).
struct Lexer {
    private let chars: [Unicode.Scalar]
    private var i = 0
    private var line = 1
    private var column = 1

    init(_ source: String) { chars = Array(source.unicodeScalars) }

    /// Every token, ending with `.end`.
    static func tokens(_ source: String) throws(RuleParseError) -> [Token] {
        var lexer = Lexer(source)
        var out: [Token] = []
        while true {
            let token = try lexer.next()
            out.append(token)
            if token.kind == .end { return out }
        }
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        i + offset < chars.count ? chars[i + offset] : nil
    }

    private mutating func advance() {
        if chars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
        i += 1
    }

    private mutating func skipSpaceAndComments() {
        while let c = peek() {
            if c == "#" {
                while let d = peek(), d != "\n" { _ = d; advance() }
            } else if c == " " || c == "\t" || c == "\n" || c == "\r" {
                advance()
            } else {
                return
            }
        }
    }

    mutating func next() throws(RuleParseError) -> Token {
        skipSpaceAndComments()
        let start = position
        guard let c = peek() else { return Token(kind: .end, position: start) }
        if Self.isWordStart(c) { return Token(kind: .word(readWord()), position: start) }
        if Self.isDigit(c) { return try readNumber(start) }
        switch c {
        case "`": return try readEvent(start)
        case "\"": return Token(kind: .string(try readString(start)), position: start)
        case "=", "!", "<", ">":
            advance()
            if peek() == "=" { advance(); return Token(kind: .symbol(String(c) + "="), position: start) }
            if c == "=" { throw RuleParseError(start, "'=' is not an operator; write '==' to compare") }
            if c == "!" { throw RuleParseError(start, "'!' is not an operator; write 'not' or '!='") }
            return Token(kind: .symbol(String(c)), position: start)
        case "(", ")", "[", "]", ",", "+", "-":
            advance()
            return Token(kind: .symbol(String(c)), position: start)
        case "/" where peek(1) == "/":
            throw RuleParseError(start, "unexpected '//'; a comment starts with '#'")
        case "." where peek(1).map({ ("0"..."9").contains($0) }) == true:
            throw RuleParseError(start, "a number starts with a digit: write '0.5s', not '.5s'")
        default:
            throw RuleParseError(start, "unexpected character '\(c)'")
        }
    }

    static func isWordStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    private mutating func readWord() -> String {
        var s = ""
        while let c = peek() {
            if Self.isWordStart(c) || Self.isDigit(c) {
                s.unicodeScalars.append(c); advance()
            } else if c == ".", let d = peek(1), Self.isWordStart(d) {
                s.unicodeScalars.append(c); advance()
            } else {
                break
            }
        }
        return s
    }

    private mutating func readNumber(_ start: SourcePosition) throws(RuleParseError) -> Token {
        var text = ""
        var dots = 0
        while let c = peek() {
            if Self.isDigit(c) {
                text.unicodeScalars.append(c); advance()
            } else if c == ".", let d = peek(1), Self.isDigit(d) {
                dots += 1; text.unicodeScalars.append(c); advance()
            } else {
                break
            }
        }
        if let c = peek(), Self.isWordStart(c) {
            let unit = readWord()
            guard dots <= 1, let value = Double(text) else {
                throw RuleParseError(start, "bad duration '\(text)\(unit)': write seconds like 0.5s or milliseconds like 500ms")
            }
            switch unit {
            case "s": return Token(kind: .duration(value), position: start)
            case "ms": return Token(kind: .duration(value / 1000), position: start)
            default:
                throw RuleParseError(start, "bad duration '\(text)\(unit)': write seconds like 0.5s or milliseconds like 500ms")
            }
        }
        if dots >= 2 { return Token(kind: .version(text), position: start) }
        guard let value = Double(text) else { throw RuleParseError(start, "bad number '\(text)'") }
        return Token(kind: .number(value, text: text), position: start)
    }

    private mutating func readEvent(_ start: SourcePosition) throws(RuleParseError) -> Token {
        advance()
        var name = ""
        while let c = peek(), c != "`" {
            if c == "\n" { break }
            name.unicodeScalars.append(c); advance()
        }
        guard peek() == "`" else { throw RuleParseError(start, "unterminated event name: close it with a backtick") }
        advance()
        guard !name.isEmpty else { throw RuleParseError(start, "empty event name") }
        return Token(kind: .event(name), position: start)
    }

    private mutating func readString(_ start: SourcePosition) throws(RuleParseError) -> StringLiteral {
        advance()
        var value = ""
        var text = ""
        var parts: [StringLiteral.Part] = []
        func flush() { if !text.isEmpty { parts.append(.text(text)); text = "" } }
        while true {
            guard let c = peek(), c != "\n" else {
                throw RuleParseError(start, "unterminated string: close it with '\"' on the same line")
            }
            if c == "\"" { advance(); break }
            if c == "\\" {
                advance()
                guard let e = peek(), e == "\"" || e == "\\" else {
                    throw RuleParseError(position, "unknown escape: only \\\" and \\\\ are allowed")
                }
                value.unicodeScalars.append(e); text.unicodeScalars.append(e); advance()
            } else if c == "{" || c == "}" {
                let at = position
                advance()
                if peek() == c {
                    advance(); value.unicodeScalars.append(c); text.unicodeScalars.append(c)
                } else if c == "}" {
                    throw RuleParseError(at, "a lone '}' in a string: write '}}' for a brace")
                } else {
                    var name = ""
                    while let d = peek(), d != "}", d != "\"", d != "\n" { name.unicodeScalars.append(d); advance() }
                    guard peek() == "}" else { throw RuleParseError(at, "unterminated placeholder: close it with '}'") }
                    advance()
                    let placeholderAt = SourcePosition(line: at.line, column: at.column + 1)
                    guard !name.isEmpty else { throw RuleParseError(at, "empty placeholder '{}'") }
                    flush()
                    parts.append(.placeholder(name, placeholderAt))
                    value += "{" + name + "}"
                }
            } else {
                value.unicodeScalars.append(c); text.unicodeScalars.append(c); advance()
            }
        }
        flush()
        return StringLiteral(value: value, parts: parts)
    }
}
