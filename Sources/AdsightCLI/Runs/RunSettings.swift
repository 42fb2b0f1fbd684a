import AdsightRuns
import AdsightSite

/// What a build or merge writes across runs besides its sessions: the summary's frame (the
/// notes' check digests and, with `--baseline`, the comparison to fill), the earlier runs
/// of the history, this run's label and link and how many runs to keep.
struct RunSettings: Sendable {
    var frame: SummaryFrame
    var earlier: [HistoryLine] = []
    var label: String
    var url: String?
    /// `--shard I/N` of a build of one part (N > 1): this run's line counts that part only.
    var shard: String?
    var limit = History.defaultLimit
    /// `--fail-on-new` with a baseline: `junit.xml`'s failures are the new ones only.
    var failOnNew = false

    /// The history `history.jsonl` holds once this run's line is added.
    func history(with line: HistoryLine) -> [HistoryLine] {
        History(runs: earlier).appending(line, limit: limit)
    }

    /// What each session's status over the runs is drawn from: the earlier runs `history`
    /// keeps, and this run's label and link.
    var sessionRuns: SessionRuns {
        SessionRuns(earlier: Array(earlier.suffix(max(limit, 1) - 1)), label: label, url: url)
    }
}
