@testable import AdsightSite
import Testing

/// Pages are written as bytes: the byte-level escaping and number formatting write exactly
/// what the String definitions give, for every kind of scalar.
@Suite struct ByteEscapingTests {
    /// The per-scalar definition of `Markup.escape` (as it was before the byte-level form).
    static func reference(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(Markup.isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    static let hostile: [String] = {
        var v = ["", "plain", "<script>alert('x')</script> & \"q\"", "tab\tcr\rlf\n", "\u{0}\u{1}\u{1F}\u{7F}",
                 "\u{80}\u{85}\u{9F}\u{A0}", "é ✓ · – … \u{202F}", "\u{202A}\u{202E}\u{2066}\u{2069}\u{2029}\u{202F}\u{2065}\u{206A}",
                 "\u{FFFD}\u{FFFE}\u{FFFF}\u{10000}\u{10FFFF}", "😀 family 👨‍👩‍👧 flag 🇫🇷", "שלום مرحبا \u{200F}",
                 "e\u{301} combining", "\u{1B}[31mred\u{1B}[0m", String(repeating: "a<b&", count: 300)]
        // Every scalar around the boundaries of the ranges the escape treats specially.
        let edges: [ClosedRange<UInt32>] = [0...0x100, 0x7F0...0x810, 0x2020...0x2070, 0xD7F0...0xD7FF, 0xE000...0xE010,
                                            0xFFF0...0xFFFF, 0x10000...0x10010, 0x10FFF0...0x10FFFF]
        for r in edges {
            var s = ""
            for v in r { if let u = Unicode.Scalar(v) { s.unicodeScalars.append(u); s += "x" } }
            v.append(s)
        }
        return v
    }()

    @Test func byteEscapeAgreesWithTheDefinition() {
        for s in Self.hostile {
            let expected = Self.reference(s)
            #expect(Markup.escape(s) == expected)
            var bytes: [UInt8] = [0x41]
            Markup.escape(s, into: &bytes)
            #expect(bytes == [0x41] + Array(expected.utf8), "\(s.unicodeScalars.map { String($0.value, radix: 16) })")
            var h = HTML()
            h.text(s)
            #expect(h.description == expected)
        }
    }

    @Test func numbersWrittenAsBytesReadAsTheirStrings() {
        for v in CoordFormatTests.values {
            var h = HTML()
            h.coord(v); h.raw("|"); h.fixed(v, places: 3); h.raw("|"); h.seconds(v)
            #expect(h.description == Fmt.coord(v) + "|" + Fmt.fixed(v, places: 3) + "|" + Fmt.seconds(v))
        }
        for n in [0, 1, 9, 10, 999, 1000, 12345, 1_000_000, -1, -999, -1000, -123456, Int.max, Int.min + 1] {
            var h = HTML()
            h.int(n); h.raw("|"); h.count(n)
            #expect(h.description == String(n) + "|" + Fmt.count(n))
        }
    }
}
