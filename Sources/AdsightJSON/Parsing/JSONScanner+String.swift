extension JSONScanner {
    /// Scans a string token starting at its opening quote, validating UTF-8, escapes and
    /// surrogate pairs, and rejecting raw control characters.
    mutating func scanString() throws(Failure) {
        let start = i
        i += 1
        var escaped = false
        while true {
            skipPlainBytes()
            guard i < p.count else { throw Failure(offset: start, message: "unterminated string") }
            let b = p[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                break
            } else if b == UInt8(ascii: "\\") {
                escaped = true
                try scanEscape()
            } else if b < 0x20 {
                let name = b == 0 ? "NUL byte" : "control character U+00" + String(b, radix: 16, uppercase: true).leftPadded(2)
                throw Failure(offset: i, message: "\(name) in a string; write it as an escape such as \\u00"
                    + String(b, radix: 16, uppercase: true).leftPadded(2))
            } else if b < 0x80 {
                i += 1
            } else {
                try scanUTF8Sequence()
            }
        }
        tape.append(JSONNode(kind: .string, flag: escaped, count: 0, start: start, end: i, next: tape.count + 1))
    }

    /// Skips printable ASCII other than '"' and '\\', eight bytes at a time, then byte by
    /// byte up to the byte that stops it (which the caller's byte loop handles): without
    /// that tail loop each byte of a string's last eight cost a whole eight-byte check.
    @inline(__always)
    mutating func skipPlainBytes() {
        guard let base = p.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        while i + 8 <= p.count {
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let quote = x ^ 0x2222_2222_2222_2222, backslash = x ^ 0x5C5C_5C5C_5C5C_5C5C
            let stop = ((quote &- 0x0101_0101_0101_0101) & ~quote) | ((backslash &- 0x0101_0101_0101_0101) & ~backslash)
                | ((x &- 0x2020_2020_2020_2020) & ~x) | x
            if stop & 0x8080_8080_8080_8080 != 0 { break }
            i += 8
        }
        while i < p.count {
            let b = p[i]
            guard b >= 0x20, b < 0x80, b != UInt8(ascii: "\""), b != UInt8(ascii: "\\") else { return }
            i += 1
        }
    }

    mutating func scanEscape() throws(Failure) {
        let start = i
        guard i + 1 < p.count else { throw Failure(offset: start, message: "unterminated escape in a string") }
        switch p[i + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            i += 2
        case UInt8(ascii: "u"):
            let unit = try hex4(at: i + 2, escapeStart: start)
            i += 6
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard i + 1 < p.count, p[i] == UInt8(ascii: "\\"), p[i + 1] == UInt8(ascii: "u") else {
                    throw Failure(offset: start, message: "lone surrogate escape \\u\(String(unit, radix: 16, uppercase: true)) (a high surrogate must be followed by a \\u low surrogate)")
                }
                let low = try hex4(at: i + 2, escapeStart: i)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw Failure(offset: start, message: "lone surrogate escape \\u\(String(unit, radix: 16, uppercase: true)) (not followed by a low surrogate)")
                }
                i += 6
            } else if unit >= 0xDC00 && unit <= 0xDFFF {
                throw Failure(offset: start, message: "lone surrogate escape \\u\(String(unit, radix: 16, uppercase: true)) (a low surrogate without a high surrogate)")
            }
        default:
            throw Failure(offset: start, message: "invalid escape \\\(describeEscapeChar(i + 1)) in a string (allowed: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
        }
    }

    func describeEscapeChar(_ offset: Int) -> String {
        let b = p[offset]
        return (b >= 0x21 && b < 0x7F) ? String(Character(Unicode.Scalar(b))) : "(byte 0x\(String(b, radix: 16, uppercase: true)))"
    }

    func hex4(at offset: Int, escapeStart: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for k in 0..<4 {
            guard offset + k < p.count else {
                throw Failure(offset: escapeStart, message: "incomplete \\u escape (needs four hex digits)")
            }
            guard let digit = JSONHexDigit.value(p[offset + k]) else {
                throw Failure(offset: escapeStart, message: "invalid \\u escape (needs four hex digits)")
            }
            value = value << 4 | digit
        }
        return value
    }

    /// Validates one multi-byte UTF-8 sequence at `i` (RFC 3629: no overlongs, no surrogates).
    mutating func scanUTF8Sequence() throws(Failure) {
        let b0 = p[i]
        guard let (length, lo, hi) = UTF8Sequence.shape(b0) else {
            throw Failure(offset: i, message: "invalid UTF-8 (byte 0x\(String(b0, radix: 16, uppercase: true)))")
        }
        for k in 1..<length {
            guard i + k < p.count else { throw Failure(offset: i, message: "invalid UTF-8 (truncated sequence)") }
            let b = p[i + k]
            let (l, h) = k == 1 ? (lo, hi) : (UInt8(0x80), UInt8(0xBF))
            guard b >= l && b <= h else { throw Failure(offset: i, message: "invalid UTF-8 (byte 0x\(String(b0, radix: 16, uppercase: true)) not followed by a valid sequence)") }
        }
        i += length
    }
}
