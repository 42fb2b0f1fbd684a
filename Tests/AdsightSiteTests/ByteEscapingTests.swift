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

    /// Plain text is checked eight bytes at a time: a byte to escape is found at any
    /// place of a word or of the tail after the last whole word.
    @Test func wordAtATimeEscapingFindsEverySpecialByteAnywhere() {
        let plain = "abcdefghijklmnopq"   // two words and a byte
        let specials = (0...0x7F).map { String(Unicode.Scalar(UInt8($0))) } + ["é", "\u{85}", "\u{202E}", "\u{FFFF}", "😀"]
        for special in specials {
            for at in 0...plain.count {
                var s = plain
                s.insert(contentsOf: special, at: s.index(s.startIndex, offsetBy: at))
                #expect(Markup.escape(s) == Self.reference(s), "\(at) \(special.unicodeScalars.map(\.value))")
            }
        }
    }

    /// Rows written through one reservation (`ByteCursor`) read as the same pieces
    /// written one by one into a fragment.
    @Test func cursorWritesWhatTheFragmentWrites() {
        for (k, s) in Self.hostile.enumerated() {
            let v = CoordFormatTests.values[k * 37 % CoordFormatTests.values.count]
            let n = [0, 7, -12, 999, 1000, -123_456, Int.max, Int.min][k % 8]
            var a = HTML()
            a.raw("<p>"); a.text(s); a.int(n); a.raw("|"); a.coord(v); a.raw("|"); a.fixed(v, places: 3); a.raw("|"); a.seconds(v)
            if n != Int.min { a.raw("|"); a.count(n) }
            var b = HTML()
            b.write(reserving: 32 + Markup.escapeCapacity(s) + 4 * ByteCursor.numberCapacity + ByteCursor.countCapacity) { c in
                c.raw("<p>"); c.text(s); c.int(n); c.raw("|"); c.coord(v); c.raw("|"); c.fixed(v, places: 3); c.raw("|"); c.seconds(v)
                if n != Int.min { c.raw("|"); c.count(n) }
            }
            #expect(a.description == b.description)
            #expect(a.description.contains(String(n)))
        }
    }

    /// A reservation counted too small stops the program at the write that would pass its
    /// end (a precondition), for every kind of piece, instead of writing past it.
    @Test func aMiscountedReservationStopsAtTheWrite() async {
        await #expect(processExitsWith: .failure) { ByteEscapingTests.overfill(0) }
        await #expect(processExitsWith: .failure) { ByteEscapingTests.overfill(1) }
        await #expect(processExitsWith: .failure) { ByteEscapingTests.overfill(2) }
        await #expect(processExitsWith: .failure) { ByteEscapingTests.overfill(3) }
    }

    /// Writes one piece of more than 2 bytes into a reservation of 2.
    static func overfill(_ piece: Int) {
        var h = HTML()
        h.write(reserving: 2) { c in
            switch piece {
            case 0: c.raw("<p>")
            case 1: c.text("a<b")
            case 2: c.int(-123)
            default: c.coord(1.25)
            }
        }
    }

    /// The event log's and timeline's line sets answer as a `Set` would.
    @Test func lineSetAnswersAsASet() {
        let lines = [0, 1, 63, 64, 65, 127, 128, 1000, 4097, 70_000, -3]
        let set = LineSet(lines)
        for line in -70...5000 { #expect(set.contains(line) == (line >= 0 && lines.contains(line)), "\(line)") }
        #expect(set.contains(70_000))
        #expect(!LineSet().contains(0))
    }
}
