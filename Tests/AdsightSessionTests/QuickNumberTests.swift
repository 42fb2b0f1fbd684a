import Testing
@_spi(Testing) @testable import AdsightSession

/// `ByteCursor.quickNumber` (a word at a time) against `numberByDigits` (a digit at a time)
/// and Swift's own conversion of the text: the same Double bit for bit, the cursor left at
/// the same byte; and nil, the cursor unchanged, for what it leaves to `numberByDigits`.
enum QuickNumberCorpus {
    /// Numbers the quick path takes: 1 to 7 digits before and after the point, values whose
    /// division by the power of ten rounds (0.1, 2.675, ...), zeros, the largest of each width.
    static let taken = [
        "0", "0.0", "0.5", "7", "10", "45.34", "312.235", "2.778", "0.1", "0.2", "0.3", "0.7", "1.1", "2.675",
        "1.005", "4.35", "8.2", "0.0000001", "0.1000000", "1.0000000", "9999999", "9999999.9999999",
        "1234567.1234567", "1000000.0000001", "320", "480", "50", "0.30000", "5.0000005", "7.7777777",
        "9007199", "0.9999999", "6.0221409",
    ]

    /// Numbers it leaves to `numberByDigits`: signs, leading zeros, 8 digits or more on a
    /// side, exponents, a point without digits, no digit at all.
    static let left = [
        "-1", "-0", "-0.5", "00", "01", "00.5", "12345678", "12345678.5", "1.12345678", "0.00000001", "1e5",
        "1E5", "1.5e3", "1.5E-3", "1.", "1.x", ".5", "x", "e5", "+1", " 1",
    ]

    /// Bytes after a number: each ends it differently (an exponent letter, a point, a digit
    /// after a point-less number are the quick path's business too).
    static let terminators = [",", "]", "}", " ", "\n", "\"", "e", "E", ".", "x"]

    /// `text` then `terminator`, padded with "," so that 16 bytes or more follow the start.
    static func bytes(_ text: String, _ terminator: String) -> [UInt8] {
        var out = Array((text + terminator).utf8)
        while out.count < 24 { out.append(UInt8(ascii: ",")) }
        return out
    }

    /// The quick and the digit-at-a-time readings of `bytes`: value and where each stopped.
    static func read(_ bytes: [UInt8]) -> (quick: Double?, quickEnd: Int, slow: Double?, slowEnd: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            var q = ByteCursor(buffer)
            var s = ByteCursor(buffer)
            let quick = q.quickNumber()
            let slow = s.numberByDigits()
            return (quick, q.i, slow, s.i)
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

@Test(arguments: QuickNumberCorpus.taken)
func commonNumbersAreReadAWordAtATimeToTheSameDouble(text: String) {
    for terminator in QuickNumberCorpus.terminators {
        let bytes = QuickNumberCorpus.bytes(text, terminator)
        let r = QuickNumberCorpus.read(bytes)
        if terminator.lowercased() == "e" || (terminator == "." && !text.contains(".")) {
            // "1e..." / "1.5e..." are exponents, "7." begins a fraction: not the quick path's.
            #expect(r.quick == nil && r.quickEnd == 0, "\(text)\(terminator)")
            continue
        }
        #expect(r.quick?.bitPattern == r.slow?.bitPattern, "\(text)\(terminator)")
        #expect(r.quick?.bitPattern == Double(text)?.bitPattern, "\(text)\(terminator)")
        #expect(r.quickEnd == text.utf8.count && r.slowEnd == r.quickEnd, "\(text)\(terminator)")
    }
}

@Test(arguments: QuickNumberCorpus.left)
func otherNumbersAreLeftToTheDigitByDigitReader(text: String) {
    for terminator in QuickNumberCorpus.terminators {
        let r = QuickNumberCorpus.read(QuickNumberCorpus.bytes(text, terminator))
        #expect(r.quick == nil && r.quickEnd == 0, "\(text)\(terminator)")
    }
}

@Test func generatedNumbersReadTheSameOnBothPaths() {
    for text in QuickNumberCorpus.generated {
        let terminator = QuickNumberCorpus.terminators[text.utf8.count % 6]
        let r = QuickNumberCorpus.read(QuickNumberCorpus.bytes(text, terminator))
        #expect(r.quick != nil, "\(text)")
        #expect(r.quick?.bitPattern == r.slow?.bitPattern && r.quick?.bitPattern == Double(text)?.bitPattern, "\(text)")
        #expect(r.quickEnd == r.slowEnd && r.quickEnd == text.utf8.count, "\(text)")
    }
}

/// `number()` near the end of a buffer (fewer than 16 bytes left: the digit-by-digit path)
/// and far from it (the quick path) gives the same value.
@Test(arguments: QuickNumberCorpus.taken + QuickNumberCorpus.left)
func aNumberReadsTheSameNearAndFarFromTheBuffersEnd(text: String) {
    let near = Array((text + ",").utf8)
    let far = QuickNumberCorpus.bytes(text, ",")
    func read(_ bytes: [UInt8]) -> (Double?, Int) {
        bytes.withUnsafeBufferPointer { buffer in
            var c = ByteCursor(buffer)
            let v = c.number()
            return (v, c.i)
        }
    }
    let a = read(near), b = read(far)
    #expect(a.0?.bitPattern == b.0?.bitPattern && a.1 == b.1, "\(text)")
}
