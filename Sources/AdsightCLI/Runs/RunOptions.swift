/// A build's (or merge's) options across runs, as plain values for the action (the
/// command's `BaselineOption` and `HistoryOptions` map onto it).
public struct RunOptions: Sendable {
    /// `--baseline PATH`.
    public var baseline: String?
    /// `--history FILE`.
    public var historyFile: String?
    /// `--history-limit N`.
    public var historyLimit = 30
    /// `--run-label TEXT`.
    public var label: String?
    /// `--run-url URL`.
    public var url: String?

    public init(baseline: String? = nil, historyFile: String? = nil, historyLimit: Int = 30, label: String? = nil, url: String? = nil) {
        self.baseline = baseline; self.historyFile = historyFile; self.historyLimit = historyLimit; self.label = label; self.url = url
    }
}
