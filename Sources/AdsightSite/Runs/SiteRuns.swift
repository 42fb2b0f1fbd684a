import AdsightRuns

/// What the closing pages show across runs: the history (oldest first, this run last) for
/// the dashboard's trend and each note page's sparkline, and the comparison with the
/// baseline when there is one. Empty: the pages show neither.
public struct SiteRuns: Sendable {
    public var history: [HistoryLine]
    public var comparison: SiteComparison?
    /// Per rule, how many sessions failed it in each run of `history` (made once).
    let ruleSeries: [String: [Int]]

    public init(history: [HistoryLine] = [], comparison: SiteComparison? = nil) {
        self.history = history; self.comparison = comparison
        var series: [String: [Int]] = [:]
        for (k, run) in history.enumerated() {
            for (rule, sessions) in run.ruleSessions { series[rule, default: Array(repeating: 0, count: history.count)][k] += sessions }
        }
        ruleSeries = series
    }

    /// How many sessions failed `rule` in each run (zeros when it never failed).
    func series(_ rule: String) -> [Int] { ruleSeries[rule] ?? Array(repeating: 0, count: history.count) }
}
