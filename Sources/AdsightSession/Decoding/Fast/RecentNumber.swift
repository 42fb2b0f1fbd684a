/// The last number read with the byte after it (`t`: the events of one step share their
/// time), reused when the next line holds the same bytes instead of being converted again.
struct RecentNumber: Sendable {
    /// The number's text and the byte after it (up to 16 bytes, in memory order), with the
    /// masks of the bytes they hold.
    var key: (UInt64, UInt64) = (0, 0)
    var mask: (UInt64, UInt64) = (0, 0)
    /// How many bytes `key` holds (0: none).
    var count = 0
    var value = 0.0

    /// The number at the cursor when `terminator` follows it (nil, moving nothing, else):
    /// from the cache when the bytes are the same as last time, else converted (and cached
    /// when it and its terminator fit in 16 bytes). The terminator is not consumed.
    @inline(always)
    mutating func number(_ c: inout ByteCursor, before terminator: UInt8) -> Double? {
        let start = c.i
        guard start + 16 <= c.n else {
            guard let v = c.number(), c.byte == terminator else { c.i = start; return nil }
            return v
        }
        let raw = UnsafeRawPointer(c.p + start)
        let x = (UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)),
                 UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        if count > 0, x.0 & mask.0 == key.0, x.1 & mask.1 == key.1 {
            c.i = start + count - 1
            return value
        }
        guard let v = c.number(), c.byte == terminator else { c.i = start; return nil }
        let length = c.i - start + 1
        if length <= 16 {
            mask = length >= 8 ? (~0, Self.lowBytes(length - 8)) : (Self.lowBytes(length), 0)
            key = (x.0 & mask.0, x.1 & mask.1)
            count = length
            value = v
        }
        return v
    }

    /// The low `bytes` (0...8) bytes set.
    @inline(__always)
    static func lowBytes(_ bytes: Int) -> UInt64 { bytes == 0 ? 0 : ~0 &>> UInt64(64 - 8 * bytes) }
}
