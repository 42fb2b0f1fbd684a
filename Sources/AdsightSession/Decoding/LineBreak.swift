/// Finds line ends ("\n") in a buffer, eight bytes at a time.
public enum LineBreak {
    /// The offset of the first "\n" at or after `start`, or nil.
    @inlinable
    public static func next(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let n = buffer.count
        var i = start
        let raw = UnsafeRawPointer(base)
        while i + 8 <= n {
            // A zero byte of x marks a "\n" (the classic has-zero-byte test).
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
            let found = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
            if found != 0 { return i + (UInt64(littleEndian: found).trailingZeroBitCount >> 3) }
            i += 8
        }
        while i < n {
            if base[i] == UInt8(ascii: "\n") { return i }
            i += 1
        }
        return nil
    }
}
