import AdsightRuns

/// The history of a merged site (`cli.md`, "Sharded runs"): the parts' earlier runs, which
/// must agree, then one line for this run made from all merged sessions, labelled as the
/// parts are; parts labelled as different runs are refused. Parts without a history add none.
enum MergeHistory {
    static func settings(_ parts: [MergePart], frame: SummaryFrame, buildTime: String?) -> Result<(RunSettings, [String]), MergeRefusal> {
        let withHistory = parts.filter { $0.history?.runs.isEmpty == false }
        var warnings = parts.flatMap { $0.history?.warnings ?? [] }.map { "warning: " + $0 }
        guard let first = withHistory.first, let own = first.history?.runs.last else {
            return .success((RunSettings(frame: frame, label: buildTime ?? "run 1"), warnings))
        }
        let earlier = Array(first.history!.runs.dropLast())
        for part in withHistory.dropFirst() {
            let runs = part.history!.runs
            if runs.last!.run != own.run {
                return .failure(MergeRefusal(part: part.name, reason: .otherRunLabel(runs.last!.run, first.name)))
            }
            if Array(runs.dropLast()) != earlier {
                return .failure(MergeRefusal(part: part.name, reason: .otherHistory(first.name)))
            }
        }
        if withHistory.count < parts.count { warnings.append("warning: some parts hold no history; the merged history.jsonl is made from the others") }
        // Every earlier run the parts kept, and this one: the limit the parts were built with.
        return .success((RunSettings(frame: frame, earlier: earlier, label: own.run, url: own.url, limit: earlier.count + 1), warnings))
    }
}
