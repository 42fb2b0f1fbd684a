/// Why `adsight merge` refuses its parts (exit 2, nothing written): the part named as
/// given on the command line and what is wrong with it.
struct MergeRefusal: Error, CustomStringConvertible {
    enum Reason: Error, Equatable {
        /// No readable marker: not a folder adsight wrote.
        case notASite(String)
        /// A site without a merge record (written by an adsight without `merge`) or without a cache.
        case notMergeable(String)
        case otherFormat(String)
        case malformed(String)
        case otherBinary
        case otherNotes
        case otherTemplates
        case otherOptions
        /// A shard of the part's input set that no part is (`I/N`).
        case shardMissing(Shard)
        /// The same shard given as this part and as an earlier one (named).
        case shardTwice(Shard, String)
        /// Shards of one input set cut into different numbers of parts.
        case otherShardCount(Shard, String)
        /// A file the part's cache or marker names that cannot be read safely.
        case unsafeFile(String)
        /// Parts labelled as different runs (`--run-label`, issue 19's history).
        case otherRunLabel(String, String)
        /// Parts whose earlier runs (their history but their own line) differ.
        case otherHistory(String)
    }

    let part: String
    let reason: Reason

    var description: String {
        let p = "part \(part)"
        switch reason {
        case .notASite(let why): return "\(p) is not an adsight site: \(why)"
        case .notMergeable(let why): return "\(p) cannot be merged: \(why)"
        case .otherFormat(let format): return "\(p) has a merge record of another format (\(format); this adsight reads \(MergeRecord.format))"
        case .malformed(let field): return "\(p) has a malformed merge record (\(field))"
        case .otherBinary: return "\(p) was built by another adsight version than this merge's (merge with the adsight that built the parts)"
        case .otherNotes: return "\(p) was built with other notes than the other parts or this merge (give merge the --notes the parts were built with)"
        case .otherTemplates: return "\(p) was built with other templates than the other parts or this merge (give merge the --templates the parts were built with)"
        case .otherOptions: return "\(p) was built with other options than the other parts or this merge (one of --fail-on, --baseline, --fail-on-new with a baseline, the project file's severities, rules turned off and suppressions, SOURCE_DATE_EPOCH: build and merge with the same ones)"
        case .shardMissing(let s): return "shard \(s) of the inputs of \(p) is missing"
        case .shardTwice(let s, let other): return "\(p) is shard \(s) of the same inputs as part \(other): a shard given twice"
        case .otherShardCount(let s, let other): return "\(p) is shard \(s) of the same inputs as part \(other), which was cut into another number of shards"
        case .unsafeFile(let why): return "\(p): \(why)"
        case .otherRunLabel(let label, let other): return "\(p) is labelled as run \(String(reflecting: label)), part \(other) as another run (give every shard one --run-label)"
        case .otherHistory(let other): return "\(p) holds other earlier runs in history.jsonl than part \(other) (build every part with the same --history)"
        }
    }
}
