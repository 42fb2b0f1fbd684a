extension RecentText {
    /// The string value at the cursor (on its opening quote), read as `ByteCursor.string()`
    /// reads it and made a String through the cache (`string(_:)`). When the bytes after the
    /// quote are the cached text and its closing quote, nothing is scanned: the cursor moves
    /// past them.
    @inline(always)
    mutating func read(_ c: inout ByteCursor) -> String? {
        let body = c.i + 1
        if quotedCount > 0, body + 16 <= c.n, c.p[c.i] == UInt8(ascii: "\"") {
            let raw = UnsafeRawPointer(c.p + body)
            let x = (UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)),
                     UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
            if x.0 & quotedMask.0 == quoted.0, x.1 & quotedMask.1 == quoted.1 {
                c.i = body + quotedCount
                return value
            }
        }
        guard let text = c.string() else { return nil }
        let s = string(text)
        // `value` is now this text when it has 16 bytes or fewer (`string` clears the quoted
        // bytes whenever it changes `value`): remember them with the quote when they fit.
        if text.count < 16, body + 16 <= c.n {
            let raw = UnsafeRawPointer(c.p + body)
            let length = text.count + 1
            quotedMask = length >= 8 ? (~0, Self.lowBytes(length - 8)) : (Self.lowBytes(length), 0)
            quoted = (UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & quotedMask.0,
                      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & quotedMask.1)
            quotedCount = length
        }
        return s
    }

    /// The low `bytes` (0...8) bytes set.
    @inline(__always)
    static func lowBytes(_ bytes: Int) -> UInt64 { bytes == 0 ? 0 : ~0 &>> UInt64(64 - 8 * bytes) }
}
