import AdsightRuns

/// The history of a merged site (`cli.md`, "Sharded runs"): the parts' earlier runs, which
/// must agree, then one line for this run made from all merged sessions, labelled as the
/// parts are; parts labelled as different runs are refused. Parts without a history add none.
///
/// The parts' earlier runs are the whole run's only when some were given (`--history`) and
/// none is a shard's own line (`"shard":"I/N"`, counting that shard's sessions only). Shards
/// built without `--history` into a new folder hold none; rebuilt into their own `--out` they
/// hold their own shard's lines. Either way the merge then reads the history of the site at
/// its `--out`, as one build of all the inputs rebuilding that folder would, keeping the last
/// `limit` runs (the shards' `--history-limit`); with none there it starts with this run.
/// Parts whose given earlier runs differ are refused.
enum MergeHistory {
    /// `site`: the history of the adsight site at merge's `--out`, if any (empty otherwise).
    static func settings(_ parts: [MergePart], site: History, siteName: String, limit: Int, frame: SummaryFrame,
                         buildTime: String?) -> Result<(RunSettings, [String]), MergeRefusal> {
        let withHistory = parts.filter { $0.history?.runs.isEmpty == false }
        var warnings = parts.flatMap { $0.history?.warnings ?? [] }.map { "warning: " + $0 }
        guard let first = withHistory.first, let own = first.history?.runs.last else {
            return .success((RunSettings(frame: frame, label: buildTime ?? "run 1"), warnings))
        }
        for part in withHistory.dropFirst() where part.history!.runs.last!.run != own.run {
            return .failure(MergeRefusal(part: part.name, reason: .otherRunLabel(part.history!.runs.last!.run, first.name)))
        }
        let earlierOf = withHistory.map { Array($0.history!.runs.dropLast()) }
        let partial = earlierOf.contains { $0.contains { $0.shard != nil } }
        var earlier = earlierOf[0]
        var keep = earlier.count + 1   // the limit the parts were built with, as far as they show it
        if !partial, let k = earlierOf.firstIndex(where: { $0 != earlier }) {
            return .failure(MergeRefusal(part: withHistory[k].name, reason: .otherHistory(first.name)))
        }
        if partial || earlier.isEmpty {
            earlier = Array(site.runs.suffix(limit - 1))
            keep = limit
            warnings += site.warnings.map { "warning: " + $0 }
            if partial {
                warnings.append("warning: the parts' earlier runs count only their own shard (each read its own site's history.jsonl): "
                                + (site.runs.isEmpty ? "the merged history starts with this run" : "the merged history carries on from \(siteName)"))
            }
        }
        if withHistory.count < parts.count { warnings.append("warning: some parts hold no history; the merged history.jsonl is made from the others") }
        // Per-job links differ from shard to shard: the merged run is linked only when all agree.
        var url = own.url
        if withHistory.contains(where: { $0.history!.runs.last!.url != url }) {
            url = nil
            warnings.append("warning: the parts link this run to different --run-url pages; the merged run is not linked")
        }
        return .success((RunSettings(frame: frame, earlier: earlier, label: own.run, url: url, limit: keep), warnings))
    }
}
