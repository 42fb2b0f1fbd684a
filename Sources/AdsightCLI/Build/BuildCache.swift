import AdsightSite

/// The rebuild cache, kept in the site as `.adsight-cache` (listed in the marker like every
/// file adsight writes). Its bytes depend only on the inputs and the build's settings, so
/// a rebuild and a full build write the same file:
///
///     "adsight-cache\n" | version | key | summary.json head, size | junit.xml head, size
///     | entry count | entries (BuildCacheEntry) | index.html head, size (0, 0: not framed)
///     | closing page count | closing pages (ClosingCacheEntry) | XXH64 of everything before
///
/// Anything that does not decode exactly (another version or key, a bad checksum, a
/// truncated file) is no cache at all.
struct BuildCache: Sendable {
    static let fileName = ".adsight-cache"
    static let version: UInt64 = 4
    static let magic = Array("adsight-cache\n".utf8)

    var key: UInt64
    /// The sizes of `summary.json` and `junit.xml`; entries' ranges start after the head.
    var summaryJSON: FileFrame
    var junit: FileFrame
    var entries: [BuildCacheEntry]
    /// `index.html` around its sessions table body, whose rows entries' `dashboard` ranges
    /// locate (zero when the page was rendered whole).
    var dashboard = FileFrame(head: 0, size: 0)
    /// The note and doc pages, in the order they were written.
    var closing: [ClosingCacheEntry] = []

    func encode() -> [UInt8] { Self.finish(encodingAllButClosing(), dashboard: dashboard, closing: closing) }

    /// The encoding up to the dashboard's frame (`dashboard` and `closing` are not read), so
    /// the bulk of it can be made while the closing pages are still being rendered; `finish`
    /// completes it.
    func encodingAllButClosing() -> ByteWriter {
        var w = ByteWriter(capacity: 64 + 4096 + entries.reduce(0) { $0 + $1.summary.count + $1.path.utf8.count + 96 })
        w.raw(Self.magic)
        w.word(Self.version); w.word(key); w.word(summaryJSON.head); w.word(summaryJSON.size); w.word(junit.head); w.word(junit.size)
        w.count(entries.count)
        for entry in entries { entry.encode(into: &w) }
        return w
    }

    /// The whole cache's bytes: `prefix` (from `encodingAllButClosing`), the dashboard's
    /// frame, the closing pages' entries and the checksum.
    static func finish(_ prefix: consuming ByteWriter, dashboard: FileFrame, closing: [ClosingCacheEntry]) -> [UInt8] {
        var w = prefix
        w.word(dashboard.head); w.word(dashboard.size)
        w.count(closing.count)
        for entry in closing { entry.encode(into: &w) }
        w.word(Hash64.of(w.bytes))
        return w.bytes
    }

    /// The cache in `bytes` if it is whole, of this version and made under `key` (under any
    /// key when nil: the caller compares `key` itself).
    static func decode(_ bytes: [UInt8], key: UInt64?) -> BuildCache? {
        guard bytes.count > magic.count + 56, bytes.starts(with: magic) else { return nil }
        let body = bytes.count - 8
        let stored = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: body, as: UInt64.self)) }
        guard stored == bytes.withUnsafeBytes({ raw -> UInt64 in
            var h = Hash64(); h.update(UnsafeRawBufferPointer(rebasing: raw[0..<body])); return h.finish()
        }) else { return nil }
        return bytes.withUnsafeBytes { raw -> BuildCache? in
            var r = ByteReader(UnsafeRawBufferPointer(rebasing: raw[0..<body]), offset: magic.count)
            do throws(CacheFormatError) {
                guard try r.word() == version else { return nil }
                let stored = try r.word()
                guard key == nil || stored == key else { return nil }
                var cache = BuildCache(key: stored, summaryJSON: FileFrame(head: try r.word(), size: try r.word()),
                                       junit: FileFrame(head: try r.word(), size: try r.word()), entries: [])
                let n = try r.count()
                cache.entries.reserveCapacity(n)
                for _ in 0..<n { cache.entries.append(try BuildCacheEntry.decode(&r, file: bytes)) }
                cache.dashboard = FileFrame(head: try r.word(), size: try r.word())
                let m = try r.count()
                for _ in 0..<m { cache.closing.append(try ClosingCacheEntry.decode(&r)) }
                return r.isAtEnd ? cache : nil
            } catch { return nil }
        }
    }
}
