/// The value of one hex digit of a `\u` escape, shared by the JSON scanner and the baseline
/// reader's one pass so that both take exactly the same escapes.
public enum JSONHexDigit {
    /// 0...15 for `0-9`, `a-f`, `A-F`; nil for any other byte.
    @inline(__always)
    public static func value(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
