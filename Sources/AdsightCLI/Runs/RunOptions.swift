import AdsightRuns

/// A build's history options, as plain values for the action (the command's
/// `HistoryOptions` map onto it; `--baseline` is `PipelineOptions.baseline`, as for `check`).
public struct RunOptions: Sendable {
    /// `--history FILE`.
    public var historyFile: String?
    /// `--history-limit N`.
    public var historyLimit = History.defaultLimit
    /// `--run-label TEXT`.
    public var label: String?
    /// `--run-url URL`.
    public var url: String?

    public init(historyFile: String? = nil, historyLimit: Int = History.defaultLimit, label: String? = nil, url: String? = nil) {
        self.historyFile = historyFile; self.historyLimit = historyLimit; self.label = label; self.url = url
    }
}
