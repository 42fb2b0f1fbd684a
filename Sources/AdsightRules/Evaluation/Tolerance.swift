/// Times are compared to the microsecond, so `0.7 + 0.1` reaches `0.8`.
enum Tolerance {
    static let time = 1e-6

    /// Whether `t` is at or before `deadline`.
    static func notAfter(_ t: Double, _ deadline: Double) -> Bool { t <= deadline + time }
}
