/// The one place where text becomes markup. Every string that reaches HTML, an HTML
/// attribute, SVG or XML (junit.xml) passes through `Markup.escape` (or its byte-level
/// form `Markup.escape(_:into:)`, which writes the very same bytes), including the values
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
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        escape(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 of `escape(text)` to `out`, scalar by scalar, without building a
    /// String: runs of characters kept as they are are copied whole.
    public static func escape(_ text: String, into out: inout [UInt8]) {
        var text = text
        text.withUTF8 { escape(utf8: $0, into: &out) }
    }

    /// `escape(_:into:)` writing into a fragment.
    static func escape(_ text: String, into out: inout HTML) {
        withUTF8(text) { escape(utf8: $0, into: &out) }
    }

    /// Calls `body` with `text`'s UTF-8 in place (no copy of the String to make it
    /// contiguous unless it is not: then through `String.withUTF8`).
    @inline(__always)
    static func withUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let r = text.utf8.withContiguousStorageIfAvailable(body) { return r }
        var text = text
        return text.withUTF8(body)
    }

    /// `escape(_:into:)` writing through a cursor (room for `escapeCapacity(text)` reserved).
    @inline(__always)
    static func escape(_ text: String, into out: inout ByteCursor) {
        withUTF8(text) { escape(utf8: $0, into: &out) }
    }

    /// The most bytes `escape(text)` can take: six per byte (`"` becomes `&quot;`).
    @inline(__always)
    static func escapeCapacity(_ text: String) -> Int { 6 * text.utf8.count }

    /// `escape` over the UTF-8 of a String (always well-formed).
    static func escape<Sink: ByteSink>(utf8 s: UnsafeBufferPointer<UInt8>, into out: inout Sink) {
        let n = s.count
        var i = 0, run = 0
        @inline(__always) func flush(_ end: Int) {
            if end > run { out.append(contentsOf: UnsafeBufferPointer(rebasing: s[run..<end])) }
        }
        let base = s.baseAddress
        while i < n {
            // Eight plain bytes at a time (most text has nothing to escape).
            if let base {
                while i + 8 <= n && isPlainWord(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) { i += 8 }
                if i >= n { break }
            }
            let b = s[i]
            if b < 0x80 {
                if isPlainASCII(b) { i += 1; continue }
                flush(i)
                switch b {
                case 0x26: put("&amp;", &out)
                case 0x3C: put("&lt;", &out)
                case 0x3E: put("&gt;", &out)
                case 0x22: put("&quot;", &out)
                case 0x27: put("&#39;", &out)
                default: put("\u{FFFD}", &out)   // C0 controls, DEL
                }
                i += 1; run = i
                continue
            }
            // A multi-byte scalar: its value decides.
            let length: Int, value: UInt32
            if b >= 0xF0 {
                length = 4
                value = (UInt32(b & 0x07) << 18) | (UInt32(s[i + 1] & 0x3F) << 12) | (UInt32(s[i + 2] & 0x3F) << 6) | UInt32(s[i + 3] & 0x3F)
            } else if b >= 0xE0 {
                length = 3
                value = (UInt32(b & 0x0F) << 12) | (UInt32(s[i + 1] & 0x3F) << 6) | UInt32(s[i + 2] & 0x3F)
            } else {
                length = 2
                value = (UInt32(b & 0x1F) << 6) | UInt32(s[i + 1] & 0x3F)
            }
            if isAllowed(value) { i += length; continue }
            flush(i)
            put("\u{FFFD}", &out)
            i += length; run = i
        }
        flush(n)
    }

    @inline(__always)
    private static func put<Sink: ByteSink>(_ s: StaticString, _ out: inout Sink) {
        out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
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

    /// Whether all eight bytes of `w` are printable ASCII needing no escaping (as
    /// `isPlainASCII`, but false for tab, line feed and carriage return, which the byte
    /// loop then takes one by one). The zero-byte tests cannot miss a byte once no byte
    /// has its high bit set; a false alarm only sends the word to the byte loop.
    @inline(__always)
    static func isPlainWord(_ w: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        @inline(__always) func byte(_ c: UInt64) -> UInt64 { zeroByte(w ^ (ones &* c)) }
        if w & highs != 0 { return false }
        let below = (w &- ones &* 0x20) & ~w & highs   // a byte < 0x20
        return below | byte(0x22) | byte(0x26) | byte(0x27) | byte(0x3C) | byte(0x3E) | byte(0x7F) == 0
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
    static func isAllowed(_ s: Unicode.Scalar) -> Bool { isAllowed(s.value) }

    /// `isAllowed` by scalar value.
    @inline(__always)
    static func isAllowed(_ v: UInt32) -> Bool {
        if v == 0x09 || v == 0x0A || v == 0x0D { return true }
        if v < 0x20 || (v >= 0x7F && v <= 0x9F) { return false }
        if v == 0xFFFE || v == 0xFFFF { return false }
        if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) { return false }
        return true
    }
}
