import AdsightSite

/// What `adsight merge` puts together, decided from the parts' merge records and caches
/// alone (nothing read but what the parts were opened with): every part built under this
/// merge's key parts, the shards of each input set each given once, the sessions in the
/// order one build of them all gives (input sets in the order of their first part, each
/// set's sessions by their position in it), a session two parts share kept once.
struct MergePlan {
    /// The sessions kept, in order: a part's index and the index of its cache entry.
    var sessions = MergedSessions()
    /// The input set of each kept session (parallel to `sessions`): within one set, ids
    /// repeat as in its one build, which warns of them (`DuplicateIDs`).
    var sets: [Int32] = []
    /// Different sessions found under one id (each kept), for standard error.
    var warnings: [String] = []
    /// The merged site's own record (its `sessions` are the kept ones' positions).
    var record: MergeRecord

    /// An input set's parts: its shards by index (nil: not given yet).
    private struct InputSet {
        var inputs: UInt64, count: Int
        var shards: [Int?]
    }

    static func make(_ parts: [MergePart], key: BuildKeyParts) -> Result<MergePlan, MergeRefusal> {
        var sets: [InputSet] = []
        for (p, part) in parts.enumerated() {
            let r = part.record
            func refuse(_ reason: MergeRefusal.Reason) -> Result<MergePlan, MergeRefusal> { .failure(MergeRefusal(part: part.name, reason: reason)) }
            if r.key.binary != key.binary { return refuse(.otherBinary) }
            if r.key.notes != key.notes { return refuse(.otherNotes) }
            if r.key.templates != key.templates { return refuse(.otherTemplates) }
            if r.key.options != key.options { return refuse(.otherOptions) }
            guard let s = sets.firstIndex(where: { $0.inputs == r.inputs && $0.count == r.inputCount }) else {
                var set = InputSet(inputs: r.inputs, count: r.inputCount, shards: Array(repeating: nil, count: r.shard.count))
                set.shards[r.shard.index - 1] = p
                sets.append(set)
                continue
            }
            let first = parts[sets[s].shards.compactMap { $0 }[0]].name
            guard sets[s].shards.count == r.shard.count else { return refuse(.otherShardCount(r.shard, first)) }
            if let other = sets[s].shards[r.shard.index - 1] { return refuse(.shardTwice(r.shard, parts[other].name)) }
            sets[s].shards[r.shard.index - 1] = p
        }
        for set in sets {
            if let missing = set.shards.firstIndex(where: { $0 == nil }) {
                let named = parts[set.shards.compactMap { $0 }[0]].name
                return .failure(MergeRefusal(part: named, reason: .shardMissing(Shard(index: missing + 1, count: set.shards.count))))
            }
        }
        do {
            return .success(try ordered(parts, sets: sets, key: key))
        } catch {
            return .failure(error)
        }
    }

    /// The sessions of every input set in order, shared ones kept once, and the merged record.
    /// One set's sessions come by their position in it; the sets' lists are merged by path
    /// bytes (each list kept in its own order, ties to the earlier set), as one build sorts
    /// the session files of all its inputs.
    private static func ordered(_ parts: [MergePart], sets: [InputSet], key: BuildKeyParts) throws(MergeRefusal) -> MergePlan {
        var plan = MergePlan(record: MergeRecord(key: key, inputs: 0, inputCount: 0, shard: .whole, inputErrors: [], sessions: InputPositions(every: 0)))
        var lists: [[(position: Int, part: Int, entry: Int)]] = []
        var errors: [String] = []
        var positions: [Int] = []
        for set in sets {
            let members = set.shards.map { $0! }
            var items: [(position: Int, part: Int, entry: Int)] = []
            for p in members {
                for (k, position) in parts[p].record.sessions.enumerated() { items.append((position, p, k)) }
            }
            items.sort { ($0.position, $0.part) < ($1.position, $1.part) }
            lists.append(items)
            for e in parts[members[0]].record.inputErrors where !errors.contains(e) { errors.append(e) }
        }
        if lists.count == 1 {
            // One input set: its sessions in order, none shared with another set.
            for item in lists[0] { plan.sessions.append((item.part, item.entry)); plan.sets.append(0); positions.append(item.position) }
        } else {
            try merge(lists, parts: parts, into: &plan, positions: &positions)
        }
        plan.record.inputErrors = errors
        if sets.count == 1 {
            // One input set (its shards, or one site): the record one build of it writes.
            plan.record.inputs = sets[0].inputs
            plan.record.inputCount = sets[0].count
            plan.record.sessions = InputPositions(positions)
        } else {
            var h = MergeRecord.inputSetHasher(sets.count)
            for set in sets { h.update(set.inputs); h.update(UInt64(set.count)) }
            plan.record.inputs = h.finish()
            plan.record.inputCount = plan.sessions.count
            plan.record.sessions = InputPositions(every: plan.sessions.count)
        }
        return plan
    }

    /// The sets' lists merged by path bytes (each kept in its own order, ties to the earlier
    /// set), a session another set already gave (same path, same bytes) kept once, different
    /// sessions under one id warned of. Entries are read from the parts' caches as they are
    /// compared: the head of each list, and the sessions kept so far under an id found by
    /// the hash of the id (a chain through the kept sessions, not a table of their ids).
    private static func merge(_ lists: [[(position: Int, part: Int, entry: Int)]], parts: [MergePart],
                              into plan: inout MergePlan, positions: inout [Int]) throws(MergeRefusal) {
        var heads = [Int](repeating: 0, count: lists.count)
        var entries: [BuildCacheEntry?] = []
        for n in lists.indices { entries.append(try lists[n].isEmpty ? nil : parts[lists[n][0].part].entry(lists[n][0].entry)) }
        // Per hash of an id, the last session kept with it; per kept session, the one before it with that hash (-1: none).
        var lastWithHash: [UInt64: Int32] = [:]
        var previous: [Int32] = []
        while true {
            var next: Int?
            for n in lists.indices {
                guard let candidate = entries[n] else { continue }
                if let m = next, let best = entries[m], !Array(candidate.path.utf8).lexicographicallyPrecedes(Array(best.path.utf8)) { continue }
                next = n
            }
            guard let n = next, let entry = entries[n] else { break }
            let item = lists[n][heads[n]]
            heads[n] += 1
            entries[n] = try heads[n] < lists[n].count ? parts[lists[n][heads[n]].part].entry(lists[n][heads[n]].entry) : nil
            let idHash = Hash64.of(Array(entry.id.utf8))
            // Every session kept so far under this id, in the order kept: its path, bytes, part and set.
            var earlier: [(path: String, hash: UInt64, part: Int, set: Int)] = []
            var k = lastWithHash[idHash] ?? -1
            while k >= 0 {
                let kept = plan.sessions[Int(k)]
                let other = try parts[kept.part].entry(kept.entry)
                if other.id == entry.id { earlier.append((other.path, other.fingerprint.hash, kept.part, Int(plan.sets[Int(k)]))) }
                k = previous[Int(k)]
            }
            earlier.reverse()
            // Within one set, sessions are as its one build has them (numbered pages, `DuplicateIDs`' warning).
            if earlier.contains(where: { $0.set != n && $0.path == entry.path && $0.hash == entry.fingerprint.hash }) { continue }
            if let other = earlier.first(where: { $0.set != n }) {
                plan.warnings.append("warning: session id \(String(reflecting: entry.id)) is both \(other.path) in part \(parts[other.part].name) and \(entry.path) in part \(parts[item.part].name), different sessions: both kept")
            }
            previous.append(lastWithHash[idHash] ?? -1)
            lastWithHash[idHash] = Int32(plan.sessions.count)
            plan.sessions.append((item.part, item.entry)); plan.sets.append(Int32(n))
            positions.append(item.position)
        }
    }
}
