/// The last string made for a member whose values repeat from line to line (an ad's name),
/// reused when the next line holds the same bytes instead of being built again.
struct RecentText: Sendable {
    var key: (UInt64, UInt64) = (0, 0)
    var count = -1
    var value = ""

    /// The string of `text` (ASCII), from the cache when it holds the same bytes.
    @inline(__always)
    mutating func string(_ text: ByteText) -> String {
        guard text.count <= 16 else { return text.string }
        var k: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &k) { $0.baseAddress!.copyMemory(from: text.base, byteCount: text.count) }
        if text.count == count, k.0 == key.0, k.1 == key.1 { return value }
        key = k
        count = text.count
        value = text.string
        return value
    }
}
