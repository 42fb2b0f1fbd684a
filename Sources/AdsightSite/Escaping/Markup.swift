/// The one place where text becomes markup. Every string that reaches HTML, an HTML
/// attribute, SVG or XML (junit.xml) passes through `Markup.escape`, including the values
/// Mustache interpolates (`SiteContentType` calls it).
///
/// It escapes `& < > " '` and replaces what HTML5 and XML 1.0 both forbid in a document
/// (C0 controls other than tab, line feed and carriage return, DEL, C1 controls and the
/// noncharacters U+FFFE/U+FFFF) by U+FFFD, so any session id or message stays valid.
/// The explicit bidirectional formatting characters (U+202A-U+202E embeddings and
/// overrides, U+2066-U+2069 isolates) become U+FFFD too: an unterminated U+202E in a
/// session id would otherwise reverse the rest of the table row, column or file name
/// around it ("Trojan Source"-style spoofing). Plain right-to-left text is unaffected.
public enum Markup {
    /// `text` made safe for element content and quoted attribute values.
    public static func escape(_ text: String) -> String {
        // Fast path: most ids, names and messages are plain ASCII with nothing to escape.
        var text = text
        if text.withUTF8({ $0.allSatisfy(isPlainASCII) }) { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// Markup produced by a trusted renderer (cmark's safe mode for note bodies) with the
    /// same characters replaced as `escape` replaces: control characters, noncharacters
    /// and bidi controls pass through cmark untouched. None of them is markup-significant,
    /// so replacing them cannot change the structure of the fragment.
    public static func scrub(_ markup: String) -> String {
        guard markup.unicodeScalars.contains(where: { !isAllowed($0) }) else { return markup }
        var out = String.UnicodeScalarView()
        for scalar in markup.unicodeScalars { out.append(isAllowed(scalar) ? scalar : "\u{FFFD}") }
        return String(out)
    }

    /// A printable ASCII byte that needs no escaping (or tab, line feed, carriage return).
    @inline(__always)
    static func isPlainASCII(_ b: UInt8) -> Bool {
        switch b {
        case 0x09, 0x0A, 0x0D: return true
        case 0x22, 0x26, 0x27, 0x3C, 0x3E: return false   // " & ' < >
        case 0x20..<0x7F: return true
        default: return false   // other controls, DEL, and any non-ASCII byte: the full check
        }
    }

    /// Whether a scalar may appear literally in both HTML5 and XML 1.0 text.
    static func isAllowed(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v == 0x09 || v == 0x0A || v == 0x0D { return true }
        if v < 0x20 || (v >= 0x7F && v <= 0x9F) { return false }
        if v == 0xFFFE || v == 0xFFFF { return false }
        if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) { return false }
        return true
    }
}
