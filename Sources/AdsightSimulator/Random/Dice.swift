/// The simulator's draws, built on `Xoshiro256StarStar` with integer arithmetic only
/// (no platform-dependent floating-point library calls), so every platform draws alike.
struct Dice {
    private var generator: Xoshiro256StarStar

    init(seed: UInt64) { generator = Xoshiro256StarStar(seed: seed) }

    /// A uniform integer in `range` (inclusive), by rejection sampling.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        if span == 0 { return Int(bitPattern: UInt(generator.next())) }
        let limit = UInt64.max - UInt64.max % span
        var x = generator.next()
        while x >= limit { x = generator.next() }
        return range.lowerBound + Int(x % span)
    }

    /// True with probability `p` (given in parts per million to stay exact).
    mutating func chance(ppm: Int) -> Bool {
        if ppm <= 0 { return false }
        if ppm >= 1_000_000 { return true }
        return int(0...999_999) < ppm
    }

    /// A duration in milliseconds within `range`.
    mutating func millis(_ range: MillisRange) -> Int { int(range.low...range.high) }

    /// One of `items`, picked with integer `weights`; nil when every weight is 0.
    mutating func weighted<T>(_ items: [(T, Int)]) -> T? {
        let total = items.reduce(0) { $0 + max(0, $1.1) }
        guard total > 0 else { return nil }
        var roll = int(0...(total - 1))
        for (item, w) in items where w > 0 {
            if roll < w { return item }
            roll -= w
        }
        return nil
    }
}
