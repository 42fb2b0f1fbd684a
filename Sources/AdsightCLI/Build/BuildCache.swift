import AdsightSite

/// The rebuild cache, kept in the site as `.adsight-cache` (listed in the marker like every
/// file adsight writes). Its bytes depend only on the inputs and the build's settings, so
/// a rebuild and a full build write the same file:
///
///     "adsight-cache\n" | version | key | per entry: 1, the entry (BuildCacheEntry) | 0
///     | summary.json head, size | junit.xml head, size | entry count
///     | closing page count | closing pages (ClosingCacheEntry) | XXH64 of everything before
///
/// The entries come first and end with a 0, so a build streams them into the file as the
/// sessions are judged (`BuildCacheEntries`) and writes what it learns at the end after
/// them. Anything that does not decode exactly (another version or key, a bad checksum, a
/// truncated file) is no cache at all. Version 6: summary.json carries the checks and the
/// baseline marks (its frame and entries changed); 7: exposure accounts carry failed requests.
struct BuildCache: Sendable {
    static let fileName = ".adsight-cache"
    static let version: UInt64 = 7
    static let magic = Array("adsight-cache\n".utf8)

    var key: UInt64
    /// The sizes of `summary.json` and `junit.xml`; entries' ranges start after the head.
    var summaryJSON: FileFrame
    var junit: FileFrame
    var entries: [BuildCacheEntry]
    /// The note and doc pages, in the order they were written.
    var closing: [ClosingCacheEntry] = []

    /// The whole file's bytes (tests; a build streams them through `BuildCacheEntries`).
    func encode() -> [UInt8] {
        var w = ByteWriter()
        w.raw(Self.prefix(key: key))
        for entry in entries { w.raw(CollectionOfOne(UInt8(1))); entry.encode(into: &w) }
        w.raw(Self.suffix(summaryJSON: summaryJSON, junit: junit, count: entries.count, closing: closing))
        w.word(Hash64.of(w.bytes))
        return w.bytes
    }

    /// What comes before the entries.
    static func prefix(key: UInt64) -> [UInt8] {
        var w = ByteWriter()
        w.raw(magic); w.word(version); w.word(key)
        return w.bytes
    }

    /// What follows the entries, up to the checksum.
    static func suffix(summaryJSON: FileFrame, junit: FileFrame, count: Int, closing: [ClosingCacheEntry]) -> [UInt8] {
        var w = ByteWriter()
        w.raw(CollectionOfOne(UInt8(0)))
        w.word(summaryJSON.head); w.word(summaryJSON.size); w.word(junit.head); w.word(junit.size)
        w.count(count)
        w.count(closing.count)
        for entry in closing { entry.encode(into: &w) }
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
                var entries: [BuildCacheEntry] = []
                while try r.byte() == 1 { entries.append(try BuildCacheEntry.decode(&r, file: bytes)) }
                var cache = BuildCache(key: stored, summaryJSON: FileFrame(head: try r.word(), size: try r.word()),
                                       junit: FileFrame(head: try r.word(), size: try r.word()), entries: entries)
                // A plain number: the entries can outnumber the bytes after it (`count()` bounds by those).
                guard try r.varint() == UInt64(entries.count) else { return nil }
                let m = try r.count()
                for _ in 0..<m { cache.closing.append(try ClosingCacheEntry.decode(&r)) }
                return r.isAtEnd ? cache : nil
            } catch { return nil }
        }
    }
}
