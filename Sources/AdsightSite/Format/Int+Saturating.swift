extension Int {
    /// `self + n`, held at `Int.max` (or `Int.min`) instead of trapping: a hostile session
    /// may hold thousands of ads each alive for ages (times are clamped, their sums are not).
    func saturatingAdd(_ n: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(n)
        return overflow ? (n > 0 ? Int.max : Int.min) : sum
    }
}
