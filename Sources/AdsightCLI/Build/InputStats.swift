/// Every input's stat facts (`PipelineSource.quickStat`), taken 512 at a time on every core:
/// the rebuild's fast check of which inputs are unchanged, made while the old site is opened.
enum InputStats {
    /// The facts of each of `sources`, in order (nil for one that cannot be stat'ed).
    static func of(_ sources: InputList) -> [InputStat?] {
        let batches = stride(from: 0, to: sources.count, by: 512).map { $0..<min($0 + 512, sources.count) }
        var out: [InputStat?] = []
        out.reserveCapacity(sources.count)
        OrderedParallelMap<[InputStat?]>(count: batches.count).run({ b in batches[b].map { sources[$0].quickStat() } }) { _, batch in
            out += batch
        }
        return out
    }
}
