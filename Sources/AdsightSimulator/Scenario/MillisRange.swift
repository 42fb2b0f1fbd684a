/// A span of time in whole milliseconds, `low...high`; written in a scenario as seconds,
/// either one number (`30`) or a pair (`[30, 45]`).
public struct MillisRange: Sendable, Hashable {
    public var low: Int
    public var high: Int

    public init(low: Int, high: Int) { self.low = low; self.high = max(low, high) }

    /// From seconds (`[0.5, 3]` → 500...3000 ms).
    public init(seconds low: Double, _ high: Double) {
        self.init(low: Int((low * 1000).rounded()), high: Int((high * 1000).rounded()))
    }
}
