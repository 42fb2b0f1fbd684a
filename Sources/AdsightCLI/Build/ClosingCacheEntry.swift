import AdsightSite

/// A closing page (note or doc page) as the cache records it: its path in the site, the
/// digest of what it was rendered from (`ClosingFiles.Prepared.digest`) and its size. A
/// rebuild whose page has the same digest links the old file instead of rendering it.
struct ClosingCacheEntry: Sendable, Equatable {
    var path: String
    var digest: UInt64
    var size: UInt64

    func encode(into w: inout ByteWriter) {
        w.string(path); w.word(digest); w.word(size)
    }

    static func decode(_ r: inout ByteReader) throws(CacheFormatError) -> ClosingCacheEntry {
        ClosingCacheEntry(path: try r.string(), digest: try r.word(), size: try r.word())
    }
}
