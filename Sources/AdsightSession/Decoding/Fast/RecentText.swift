/// The last string made for a member whose values repeat from line to line (an ad's name),
/// reused when the next line holds the same bytes instead of being built again.
struct RecentText: Sendable {
    var key: (UInt64, UInt64) = (0, 0)
    var count = -1
    var value = ""
    /// `value`'s bytes and closing quote as they were read from a line (up to 16 bytes, in
    /// memory order), with the masks of the bytes they hold; `quotedCount` 0 when unknown
    /// (see `read(_:)`).
    var quoted: (UInt64, UInt64) = (0, 0)
    var quotedMask: (UInt64, UInt64) = (0, 0)
    var quotedCount = 0

    /// The string of `text` (ASCII), from the cache when it holds the same bytes.
    @inline(__always)
    mutating func string(_ text: ByteText) -> String {
        guard text.count <= 16 else { return text.string }
        let k = Self.key(text)
        if text.count == count, k.0 == key.0, k.1 == key.1 { return value }
        key = k
        count = text.count
        value = text.string
        quotedCount = 0
        return value
    }

    /// The bytes of a text of at most 16 bytes as two words (with its count, equal keys mean
    /// equal bytes): its first and last eight bytes when it has eight or more (they may
    /// overlap), else its bytes one by one. No call to memmove for a few bytes.
    @inline(__always)
    static func key(_ text: ByteText) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(text.base)
        if text.count >= 8 {
            return (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: text.count - 8, as: UInt64.self))
        }
        var k: UInt64 = 0
        for j in 0..<text.count { k |= UInt64(text.base[j]) << (8 * UInt64(j)) }
        return (k, 0)
    }
}
