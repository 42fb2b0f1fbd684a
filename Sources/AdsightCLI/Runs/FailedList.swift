import AdsightJSON
import AdsightRuns

/// This run's failing sessions as its history line lists them (`"id":["rule",..]`, input
/// order), encoded as they come into a scratch file and written from it
/// (`HistoryCodec.head`, `body`, `HistoryCodec.tail`): the list costs the build a hash per
/// failing session, where the list held took some 230 bytes each.
///
/// Two sessions under one id make one entry holding the rules either failed (`cli.md`): an
/// id whose hash was seen before may be such a repeat, so the entries are then read back
/// and held as a list from there on. That list is the plain form: `FailedList(spool: nil)`
/// keeps it from the start (`FailedListTests` runs both through the same sessions).
struct FailedList {
    private let spool: Spool?
    /// The entries encoded so far, while they are spooled.
    private var spooled = FilePieces()
    /// Each spooled id's hash as `String`'s (equal ids, canonically equivalent ones too, hash
    /// alike, as the index of the plain list finds them).
    private var seen: Set<Int> = []
    /// The entries once held in memory (nil while spooled), with the index of each id.
    private var listed: [(id: String, rules: [String])]?
    private var index: [String: Int] = [:]
    /// How many sessions failed, and per rule how many.
    private(set) var counts = FailedCounts()

    /// Entries spooled to `spool`, or held in memory from the start when it is nil.
    init(spool: Spool?) {
        self.spool = spool
        if spool == nil { listed = [] }
    }

    /// Adds a session of id `id` that failed `rules` (none: nothing to add).
    mutating func add(id: String, rules: [String]) {
        guard !rules.isEmpty else { return }
        if let spool, listed == nil {
            if seen.insert(id.hashValue).inserted {
                let bytes = HistoryCodec.entry(id, rules, first: spooled.size == 0)
                let at = spool.position
                spool.append(bytes)
                spooled.append(spool: spool, ByteRange(offset: at, length: UInt64(bytes.count)))
                counts.add(rules)
                return
            }
            listed = readBack()
            index = Dictionary(listed!.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        }
        if let k = index[id] {
            var new: [String] = []
            for rule in rules where !listed![k].rules.contains(rule) { listed![k].rules.append(rule); new.append(rule) }
            counts.addRules(new)
        } else {
            index[id] = listed!.count
            listed!.append((id, rules))
            counts.add(rules)
        }
    }

    /// The entries' bytes, between `HistoryCodec.head` and `HistoryCodec.tail`.
    var body: FilePieces {
        guard let listed else { return spooled }
        var pieces = FilePieces()
        for (i, entry) in listed.enumerated() { pieces.append(HistoryCodec.entry(entry.id, entry.rules, first: i == 0)) }
        return pieces
    }

    /// The entries, in order (read back from the scratch file while spooled; none when it
    /// reads back short or not as written, which marks its spool: the build then fails).
    var entries: [(id: String, rules: [String])] { listed ?? readBack() }

    /// The spooled entries decoded: they are the members of a JSON object.
    private func readBack() -> [(id: String, rules: [String])] {
        guard let spool, spooled.size > 0,
              let bytes = spool.readExactly(from: 0, to: spooled.size) else { return [] }
        var parser = JSONParser(maxDepth: HistoryCodec.maxDepth)
        guard let document = try? parser.parse([UInt8(ascii: "{")] + bytes + [UInt8(ascii: "}")]) else {
            spool.markShort()
            return []
        }
        return document.root.members.map { key, value in
            (key.string ?? "", value.elements.map { $0.string ?? "" })
        }
    }
}
