import Testing
@_spi(Testing) @testable import AdsightSession

/// The fast scanner's `ByteCursor.number()` against Swift's own conversion of the text: the
/// same Double bit for bit, the cursor left after the number; nil for what is not a JSON
/// number (the full parser reports it).
enum CursorNumberCorpus {
    /// Plain numbers: 1 to 7 digits before and after the point, values whose division by the
    /// power of ten rounds (0.1, 2.675, ...), zeros, the largest of each width.
    static let taken = [
        "0", "0.0", "0.5", "7", "10", "45.34", "312.235", "2.778", "0.1", "0.2", "0.3", "0.7", "1.1", "2.675",
        "1.005", "4.35", "8.2", "0.0000001", "0.1000000", "1.0000000", "9999999", "9999999.9999999",
        "1234567.1234567", "1000000.0000001", "320", "480", "50", "0.30000", "5.0000005", "7.7777777",
        "9007199", "0.9999999", "6.0221409",
    ]

    /// Other numbers: signs, 8 digits or more on a side, exponents.
    static let other = ["-1", "-0", "-0.5", "12345678", "12345678.5", "1.12345678", "0.00000001", "1e5", "1E5", "1.5e3", "1.5E-3"]

    /// Not JSON numbers: leading zeros, a point without digits, no digit at all.
    static let malformed = ["00", "01", "00.5", "1.", "1.x", ".5", "x", "e5", "+1", " 1"]

    /// Bytes that end a number.
    static let terminators = [",", "]", "}", " ", "\n", "\""]

    /// `text` then `terminator`, padded with "," so that 16 bytes or more follow the start.
    static func bytes(_ text: String, _ terminator: String) -> [UInt8] {
        var out = Array((text + terminator).utf8)
        while out.count < 24 { out.append(UInt8(ascii: ",")) }
        return out
    }

    /// `number()` of `bytes`: the value and where the cursor stopped.
    static func read(_ bytes: [UInt8]) -> (value: Double?, end: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            var c = ByteCursor(buffer)
            let v = c.number()
            return (v, c.i)
        }
    }

    /// Numbers of 1...7 integer and 0...7 fraction digits, seeded.
    static let generated: [String] = {
        var g = SeededBytes(seed: 8)
        return (0..<3000).map { _ in
            let integerDigits = 1 + g.below(7)
            var text = integerDigits == 1 ? String(g.below(10)) : String(1 + g.below(9))
            for _ in 1..<integerDigits { text += String(g.below(10)) }
            let fractionDigits = g.below(8)
            if fractionDigits > 0 {
                text += "."
                for _ in 0..<fractionDigits { text += String(g.below(10)) }
            }
            return text
        }
    }()
}

@Test(arguments: CursorNumberCorpus.taken + CursorNumberCorpus.other)
func numbersReadAsSwiftConvertsThem(text: String) {
    for terminator in CursorNumberCorpus.terminators {
        // Near the buffer's end and far from it.
        for bytes in [Array((text + terminator).utf8), CursorNumberCorpus.bytes(text, terminator)] {
            let r = CursorNumberCorpus.read(bytes)
            #expect(r.value?.bitPattern == Double(text)?.bitPattern, "\(text)\(terminator)")
            #expect(r.end == text.utf8.count, "\(text)\(terminator)")
        }
    }
}

@Test(arguments: CursorNumberCorpus.malformed)
func malformedNumbersAreRefused(text: String) {
    #expect(CursorNumberCorpus.read(CursorNumberCorpus.bytes(text, ",")).value == nil, "\(text)")
}

@Test func generatedNumbersReadAsSwiftConvertsThem() {
    for text in CursorNumberCorpus.generated {
        let terminator = CursorNumberCorpus.terminators[text.utf8.count % 6]
        let r = CursorNumberCorpus.read(CursorNumberCorpus.bytes(text, terminator))
        #expect(r.value?.bitPattern == Double(text)?.bitPattern && r.end == text.utf8.count, "\(text)")
    }
}
