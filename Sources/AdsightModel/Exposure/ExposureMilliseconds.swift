/// Time counted in whole milliseconds of session time, so that parts add up to their whole
/// exactly (seconds summed as `Double`s drift by an ulp; the JSON rounds to the millisecond).
enum ExposureMilliseconds {
    /// The latest time counted: 10^15 ms (about 31,700 years). A session may legally say
    /// `"t": 1e300`; exposure counts it as this, so that `Int` never traps and thousands of
    /// such stretches still add up. No real session comes near it.
    static let limit = 1_000_000_000_000_000

    /// `t` seconds as whole milliseconds, rounded to the nearest, clamped to ±`limit`.
    static func of(_ t: Double) -> Int {
        guard t.isFinite else { return 0 }
        let ms = (t * 1000).rounded()
        return Int(Swift.min(Swift.max(ms, -Double(limit)), Double(limit)))
    }

    /// Whole milliseconds as seconds.
    static func seconds(_ ms: Int) -> Double { Double(ms) / 1000 }
}
