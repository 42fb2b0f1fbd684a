/// Converts the text of a JSON number to a Double exactly as `JSONValue.double` does, for
/// scanners that validate numbers themselves (so both paths give the same bits).
public enum JSONNumberText {
    /// The value of validated JSON number bytes (`-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`);
    /// out-of-range magnitudes give ±infinity.
    public static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
        JSONNumber.double(bytes)
    }

    /// Powers of ten that are exact in a Double (1e0 ... 1e22), the exact fast path's divisors.
    public static let exactPowersOfTen: [Double] = JSONNumber.powersOfTen
}
