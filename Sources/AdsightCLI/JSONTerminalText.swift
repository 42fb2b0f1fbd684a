/// Makes a piece of a JSON document safe to print on a terminal while keeping it JSON:
/// the characters `TerminalText` would rewrite as `\u{…}` (C1 controls and bidi controls,
/// which the JSON writer leaves raw) become JSON escapes (`\u202e`) instead, so a consumer
/// parsing `check --format json` reads the very strings the session holds.
///
/// Only valid for the writer's output: there, such characters occur inside strings only
/// (the writer already escapes C0 controls, DEL and the line separators).
enum JSONTerminalText {
    /// `part` (UTF-8 JSON, a whole number of characters) with every character
    /// `TerminalText.needsEscape` names written as a JSON `\uXXXX` escape. On bytes: other
    /// text, ASCII or not, is copied as it is (a part needing nothing is returned as is).
    static func safe(_ part: [UInt8]) -> [UInt8] {
        part.withUnsafeBufferPointer { bytes in
            if CheckOutput.isTerminalSafe(bytes) { return part }
            guard var i = firstEscape(in: bytes, from: 0) else { return part }
            var out: [UInt8] = []
            out.reserveCapacity(part.count + 16)
            var copied = 0
            while true {
                out.append(contentsOf: bytes[copied..<i.start])
                out.append(contentsOf: escape(i.scalar))
                copied = i.end
                guard let next = firstEscape(in: bytes, from: copied) else { break }
                i = next
            }
            out.append(contentsOf: bytes[copied...])
            return out
        }
    }

    /// The next character from `start` that `TerminalText.needsEscape` names: where it
    /// starts and ends, and its scalar value. C0 (but tab and newline) and DEL are one
    /// byte; C1 controls are `C2 80`–`C2 9F`; the bidi controls U+202A–U+202E and
    /// U+2066–U+2069 are `E2 80 AA`–`E2 80 AE` and `E2 81 A6`–`E2 81 A9`.
    static func firstEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (start: Int, end: Int, scalar: UInt32)? {
        var i = start
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x20 && b != 0x09 && b != 0x0A || b == 0x7F { return (i, i + 1, UInt32(b)) }
            if b == 0xC2, i + 1 < n, (0x80...0x9F).contains(bytes[i + 1]) { return (i, i + 2, UInt32(bytes[i + 1])) }
            if b == 0xE2, i + 2 < n {
                let b1 = bytes[i + 1], b2 = bytes[i + 2]
                if b1 == 0x80, (0xAA...0xAE).contains(b2) { return (i, i + 3, 0x2000 | UInt32(b2 & 0x3F)) }
                if b1 == 0x81, (0xA6...0xA9).contains(b2) { return (i, i + 3, 0x2040 | UInt32(b2 & 0x3F)) }
            }
            i += 1
        }
        return nil
    }

    /// `\u` and four lowercase hex digits, as the JSON writer spells its escapes. Every
    /// character `needsEscape` names is in the Basic Multilingual Plane.
    static func escape(_ value: UInt32) -> [UInt8] {
        let hex = String(value, radix: 16)
        return Array(("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).utf8)
    }
}
