/// Seeded pseudo-random numbers for the differential tests (a 64-bit linear congruential
/// generator): the same seed, the same sequence, on every machine.
struct SeededNumbers {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next 31-bit number.
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }

    /// The next number below `n`.
    mutating func next(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
