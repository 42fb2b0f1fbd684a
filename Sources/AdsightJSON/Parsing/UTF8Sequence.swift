/// Well-formed UTF-8 (Unicode table 3-7), shared by the JSON scanner and the session
/// decoder's fast scanner so both take exactly the same strings.
public enum UTF8Sequence {
    /// The length of a sequence led by `b0` and the range its second byte must lie in (the
    /// later ones lie in 0x80...0xBF); nil for a byte that cannot lead one.
    @inline(__always)
    public static func shape(_ b0: UInt8) -> (length: Int, lo: UInt8, hi: UInt8)? {
        switch b0 {
        case 0xC2...0xDF: return (2, 0x80, 0xBF)
        case 0xE0: return (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: return (3, 0x80, 0xBF)
        case 0xED: return (3, 0x80, 0x9F)
        case 0xF0: return (4, 0x90, 0xBF)
        case 0xF1...0xF3: return (4, 0x80, 0xBF)
        case 0xF4: return (4, 0x80, 0x8F)
        default: return nil
        }
    }

    /// The length of the well-formed sequence at `i` in the `n` bytes at `p`, or nil.
    @inline(__always)
    public static func length(_ p: UnsafePointer<UInt8>, at i: Int, count n: Int) -> Int? {
        guard let (length, lo, hi) = shape(p[i]), i + length <= n else { return nil }
        guard p[i + 1] >= lo, p[i + 1] <= hi else { return nil }
        for k in 2..<max(length, 2) where p[i + k] < 0x80 || p[i + k] > 0xBF { return nil }
        return length
    }
}
