import AdsightJSON

/// Validating a value the baseline does not need, exactly as `JSONScanner` accepts one, and
/// keeping nothing of it.
extension BaselineStream {
    /// Skips one value (after whitespace) inside a container at nesting `level` (the root
    /// object is 1); false for anything `JSONParser` refuses, a container deeper than
    /// `BaselineReader.maxDepth` included.
    mutating func skipValue(level: Int) -> Bool {
        space()
        guard i < p.count else { return false }
        switch p[i] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let close = p[i] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            let object = close == UInt8(ascii: "}")
            guard level + 1 <= BaselineReader.maxDepth else { return false }
            i += 1
            space()
            if i < p.count, p[i] == close { i += 1; return true }
            while true {
                if object {
                    space()
                    guard i < p.count, p[i] == UInt8(ascii: "\""), skipString() != nil else { return false }
                    space()
                    guard i < p.count, p[i] == UInt8(ascii: ":") else { return false }
                    i += 1
                }
                guard skipValue(level: level + 1) else { return false }
                space()
                guard i < p.count else { return false }
                if p[i] == UInt8(ascii: ",") { i += 1; continue }
                if p[i] == close { i += 1; return true }
                return false
            }
        case UInt8(ascii: "\""): return skipString() != nil
        case UInt8(ascii: "t"): return skipLiteral("true")
        case UInt8(ascii: "f"): return skipLiteral("false")
        case UInt8(ascii: "n"): return skipLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return skipNumber()
        default: return false
        }
    }

    /// Skips the string at `i` (its opening quote): whether it holds an escape; nil when
    /// `JSONParser` would refuse it (unterminated, a raw control character, a bad escape or
    /// surrogate, invalid UTF-8).
    mutating func skipString() -> Bool? {
        guard i < p.count, p[i] == UInt8(ascii: "\"") else { return nil }
        i += 1
        var escaped = false
        while i < p.count {
            let b = p[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                return escaped
            } else if b == UInt8(ascii: "\\") {
                escaped = true
                guard skipEscape() else { return nil }
            } else if b < 0x20 {
                return nil
            } else if b < 0x80 {
                i += 1
            } else {
                guard let base = p.baseAddress, let n = UTF8Sequence.length(base, at: i, count: p.count) else { return nil }
                i += n
            }
        }
        return nil
    }

    /// Skips the escape at `i` (its backslash) as `JSONScanner.scanEscape` accepts one.
    private mutating func skipEscape() -> Bool {
        guard i + 1 < p.count else { return false }
        switch p[i + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            i += 2
            return true
        case UInt8(ascii: "u"):
            guard let unit = hex4(at: i + 2) else { return false }
            i += 6
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard i + 1 < p.count, p[i] == UInt8(ascii: "\\"), p[i + 1] == UInt8(ascii: "u"),
                      let low = hex4(at: i + 2), low >= 0xDC00 && low <= 0xDFFF else { return false }
                i += 6
                return true
            }
            return !(unit >= 0xDC00 && unit <= 0xDFFF)
        default:
            return false
        }
    }

    private func hex4(at offset: Int) -> UInt32? {
        guard offset + 4 <= p.count else { return nil }
        var value: UInt32 = 0
        for k in 0..<4 {
            guard let digit = JSONHexDigit.value(p[offset + k]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    /// Skips `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` at `i`.
    mutating func skipNumber() -> Bool {
        func digit(_ k: Int) -> Bool { k < p.count && p[k] >= UInt8(ascii: "0") && p[k] <= UInt8(ascii: "9") }
        guard i < p.count else { return false }
        if p[i] == UInt8(ascii: "-") { i += 1 }
        guard digit(i) else { return false }
        if p[i] == UInt8(ascii: "0") {
            i += 1
            if digit(i) { return false }
        } else {
            while digit(i) { i += 1 }
        }
        if i < p.count, p[i] == UInt8(ascii: ".") {
            i += 1
            guard digit(i) else { return false }
            while digit(i) { i += 1 }
        }
        if i < p.count, p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E") {
            i += 1
            if i < p.count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
            guard digit(i) else { return false }
            while digit(i) { i += 1 }
        }
        return true
    }

    private mutating func skipLiteral(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard i + n <= p.count else { return false }
        for k in 0..<n where p[i + k] != word.utf8Start[k] { return false }
        i += n
        return true
    }
}
