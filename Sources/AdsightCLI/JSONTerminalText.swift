/// Makes a piece of a JSON document safe to print on a terminal while keeping it JSON:
/// the characters `TerminalText` would rewrite as `\u{…}` (C1 controls and bidi controls,
/// which the JSON writer leaves raw) become JSON escapes (`\u202e`) instead, so a consumer
/// parsing `check --format json` reads the very strings the session holds.
///
/// Only valid for the writer's output: there, such characters occur inside strings only
/// (the writer already escapes C0 controls, DEL and the line separators).
enum JSONTerminalText {
    /// `part` (UTF-8 JSON, a whole number of characters) with every character
    /// `TerminalText.needsEscape` names written as a JSON `\uXXXX` escape.
    static func safe(_ part: [UInt8]) -> [UInt8] {
        let isSafe = part.withUnsafeBufferPointer { CheckOutput.isTerminalSafe($0) }
        if isSafe { return part }
        var out: [UInt8] = []
        out.reserveCapacity(part.count + 16)
        for scalar in String(decoding: part, as: UTF8.self).unicodeScalars {
            if TerminalText.needsEscape(scalar) {
                out.append(contentsOf: escape(scalar))
            } else {
                UTF8.encode(scalar) { out.append($0) }
            }
        }
        return out
    }

    /// `\u` and four lowercase hex digits, as the JSON writer spells its escapes. Every
    /// character `needsEscape` names is in the Basic Multilingual Plane.
    static func escape(_ scalar: Unicode.Scalar) -> [UInt8] {
        let hex = String(scalar.value, radix: 16)
        return Array(("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).utf8)
    }
}
