/// xoshiro256** (Blackman, Vigna): the simulator's only source of randomness.
/// Seeded through SplitMix64, so any `UInt64` (0 included) is a valid seed.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
    private var s: (UInt64, UInt64, UInt64, UInt64)

    public init(seed: UInt64) {
        var mix = SplitMix64(seed: seed)
        s = (mix.next(), mix.next(), mix.next(), mix.next())
    }

    public mutating func next() -> UInt64 {
        let result = rotl(s.1 &* 5, 7) &* 9
        let t = s.1 << 17
        s.2 ^= s.0
        s.3 ^= s.1
        s.1 ^= s.2
        s.0 ^= s.3
        s.2 ^= t
        s.3 = rotl(s.3, 45)
        return result
    }

    private func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
