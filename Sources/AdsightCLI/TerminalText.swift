/// Makes text safe to print on a terminal or in a CI log: strings from sessions and notes
/// (ids, ad names, messages) must not move the cursor, ring the bell, retitle the window or
/// reorder the line. C0 controls other than tab and newline, DEL, C1 controls and the bidi
/// embedding/override/isolate controls become visible `\u{…}` escapes. JSON documents are
/// made safe first by `JSONTerminalText` (JSON `\uXXXX` escapes), so they pass through unchanged.
enum TerminalText {
    static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
