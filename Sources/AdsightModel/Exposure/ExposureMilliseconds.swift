/// Time counted in whole milliseconds of session time, so that parts add up to their whole
/// exactly (seconds summed as `Double`s drift by an ulp; the JSON rounds to the millisecond).
enum ExposureMilliseconds {
    /// `t` seconds as whole milliseconds, rounded to the nearest.
    static func of(_ t: Double) -> Int {
        guard t.isFinite else { return 0 }
        return Int((t * 1000).rounded())
    }

    /// Whole milliseconds as seconds.
    static func seconds(_ ms: Int) -> Double { Double(ms) / 1000 }
}
