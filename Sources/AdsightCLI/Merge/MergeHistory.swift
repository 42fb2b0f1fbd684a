import AdsightRuns

/// The history of a merged site (`cli.md`, "Sharded runs"): the parts' earlier runs, which
/// must agree, then one line for this run made from all merged sessions, labelled as the
/// parts are; parts labelled as different runs are refused. Parts without a history add none.
///
/// Shards rebuilt into their own `--out` without `--history` each read their own site's
/// history, whose lines count only that shard's sessions (they are marked with the shard):
/// not the whole run's earlier runs, even where they happen to agree. Their merge carries
/// on from the history of the site at merge's `--out`, which holds the whole earlier runs
/// (what one build rebuilt in place reads); without one the merged history starts with this
/// run. Parts whose unmarked earlier runs differ are refused.
enum MergeHistory {
    /// `site`: the history of the adsight site at merge's `--out`, if any (empty otherwise).
    static func settings(_ parts: [MergePart], site: History, siteName: String, frame: SummaryFrame,
                         buildTime: String?) -> Result<(RunSettings, [String]), MergeRefusal> {
        let withHistory = parts.filter { $0.history?.runs.isEmpty == false }
        var warnings = parts.flatMap { $0.history?.warnings ?? [] }.map { "warning: " + $0 }
        guard let first = withHistory.first, let own = first.history?.runs.last else {
            return .success((RunSettings(frame: frame, label: buildTime ?? "run 1"), warnings))
        }
        var earlier = Array(first.history!.runs.dropLast())
        for part in withHistory.dropFirst() where part.history!.runs.last!.run != own.run {
            return .failure(MergeRefusal(part: part.name, reason: .otherRunLabel(part.history!.runs.last!.run, first.name)))
        }
        let partial = withHistory.contains { $0.history!.runs.dropLast().contains { $0.shard != nil } }
        if !partial, let other = withHistory.dropFirst().first(where: { Array($0.history!.runs.dropLast()) != earlier }) {
            return .failure(MergeRefusal(part: other.name, reason: .otherHistory(first.name)))
        }
        if partial {
            // As many earlier runs as the parts kept (their --history-limit), from the whole site's.
            earlier = Array(site.runs.suffix(earlier.count))
            warnings += site.warnings.map { "warning: " + $0 }
            warnings.append("warning: the parts' earlier runs count only their own shard (each read its own site's history.jsonl): "
                            + (site.runs.isEmpty ? "the merged history starts with this run" : "the merged history carries on from \(siteName)"))
        }
        if withHistory.count < parts.count { warnings.append("warning: some parts hold no history; the merged history.jsonl is made from the others") }
        // Per-job links differ from shard to shard: the merged run is linked only when all agree.
        var url = own.url
        if withHistory.contains(where: { $0.history!.runs.last!.url != url }) {
            url = nil
            warnings.append("warning: the parts link this run to different --run-url pages; the merged run is not linked")
        }
        // Every earlier run the parts kept, and this one: the limit the parts were built with.
        return .success((RunSettings(frame: frame, earlier: earlier, label: own.run, url: url, limit: earlier.count + 1), warnings))
    }
}
