extension JSONWriter {
    /// The JSON text of a double: integral values with |v| < 2^53 as integers, others as
    /// Swift's shortest round-trip form; NaN and infinities (not JSON) as `null`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }

    /// The JSON string literal for `text`, quotes included.
    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        appendEscaped(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `"text"` escaping `"`, `\`, control characters, U+2028, U+2029 and `</`.
    static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        // A native string's bytes are read in place (no copy of the string to make them
        // contiguous, so no retain and release of its storage).
        let plain = text.utf8.withContiguousStorageIfAvailable { utf8 in appendIfPlain(utf8, to: &out) }
            ?? { var text = text; return text.withUTF8 { appendIfPlain($0, to: &out) } }()
        if !plain { appendEscapedScalars(text, to: &out) }
    }

    /// Appends `"utf8"` when it needs no escape; false (nothing appended) otherwise.
    @inline(__always)
    private static func appendIfPlain(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) -> Bool {
        guard isPlain(utf8) else { return false }
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: utf8)
        out.append(UInt8(ascii: "\""))
        return true
    }

    /// Whether `utf8` needs no escape: printable ASCII without `"`, `\` or `</`. Eight
    /// bytes at a time; a word holding any of those bytes (or `/`) is looked at byte by byte.
    @inline(__always)
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        var i = 0
        while i + 8 <= utf8.count {
            let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let odd = (w & highs) | ((w &- 0x20 &* ones) & ~w & highs) | zeroBytes(w ^ (0x7F &* ones))
                | zeroBytes(w ^ (0x22 &* ones)) | zeroBytes(w ^ (0x5C &* ones)) | zeroBytes(w ^ (0x2F &* ones))
            if odd != 0 {
                for k in i..<(i + 8) where !isPlain(utf8[k], after: k > 0 ? utf8[k - 1] : 0) { return false }
            }
            i += 8
        }
        while i < utf8.count {
            if !isPlain(utf8[i], after: i > 0 ? utf8[i - 1] : 0) { return false }
            i += 1
        }
        return true
    }

    @inline(__always)
    static func isPlain(_ byte: UInt8, after previous: UInt8) -> Bool {
        !(byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C || (byte == 0x2F && previous == 0x3C))
    }

    /// `appendEscaped`, scalar by scalar.
    static func appendEscapedScalars(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var previous: UInt8 = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out.append(contentsOf: [0x5C, 0x22])
            case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
            case 0x2F where previous == UInt8(ascii: "<"): out.append(contentsOf: [0x5C, 0x2F])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20, 0x7F, 0x2028, 0x2029:
                out.append(contentsOf: Array("\\u".utf8))
                out.append(contentsOf: Array(String(scalar.value, radix: 16).leftPadded(4).utf8))
            default:
                UTF8.encode(scalar) { out.append($0) }
            }
            previous = scalar.value < 0x80 ? UInt8(scalar.value) : 0
        }
        out.append(UInt8(ascii: "\""))
    }
}
