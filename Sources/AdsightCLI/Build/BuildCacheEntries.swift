import AdsightSite

/// The new cache's entries, encoded into a spool as a build adds them (each after a 1 byte)
/// and hashed as they go, so the cache of any number of sessions is written without being
/// held (`BuildCache` gives the layout): the file is `BuildCache.prefix`, the spooled
/// entries, then `suffix`.
struct BuildCacheEntries {
    private let spool: Spool
    let prefix: [UInt8]
    /// How many entries were added.
    private(set) var count = 0
    /// XXH64 of the file so far: the prefix, then every entry flushed.
    private var hash = Hash64()
    private var pending = ByteWriter(capacity: 1 << 16)

    init(spool: Spool, key: UInt64) {
        self.spool = spool
        prefix = BuildCache.prefix(key: key)
        hash.update(prefix)
    }

    /// Adds the next entry.
    mutating func append(_ entry: BuildCacheEntry) {
        pending.raw(CollectionOfOne(UInt8(1)))
        entry.encode(into: &pending)
        count += 1
        if pending.bytes.count >= 1 << 16 { flush() }
    }

    private mutating func flush() {
        guard !pending.bytes.isEmpty else { return }
        hash.update(pending.bytes)
        spool.append(pending.bytes)
        pending = ByteWriter(capacity: 1 << 16)
    }

    /// The spooled entries (every one added) as pieces of the file.
    mutating func pieces() -> FilePieces {
        flush()
        var all = FilePieces()
        all.append(spool: spool, ByteRange(offset: 0, length: spool.position))
        return all
    }

    /// What follows the entries: `summary.json`'s and `junit.xml`'s frames, the count, the
    /// closing pages, then the checksum of the whole file. Call after `pieces()`.
    func suffix(summaryJSON: FileFrame, junit: FileFrame, closing: [ClosingCacheEntry]) -> [UInt8] {
        var tail = BuildCache.suffix(summaryJSON: summaryJSON, junit: junit, count: count, closing: closing)
        var h = hash
        h.update(tail)
        var w = ByteWriter()
        w.word(h.finish())
        tail += w.bytes
        return tail
    }
}
