import AdsightSite

/// A closing page (note or doc page) as the cache records it: its path in the site, the
/// digest of what it was rendered from (`ClosingFiles.Prepared.digest`), its size and the
/// hash of its bytes. A rebuild whose page has the same digest links the old file instead
/// of rendering it, when the file still holds those bytes.
struct ClosingCacheEntry: Sendable, Equatable {
    var path: String
    var digest: UInt64
    var size: UInt64
    /// `Hash64` of the page's bytes.
    var contentHash: UInt64

    func encode(into w: inout ByteWriter) {
        w.string(path); w.word(digest); w.word(size); w.word(contentHash)
    }

    static func decode(_ r: inout ByteReader) throws(CacheFormatError) -> ClosingCacheEntry {
        ClosingCacheEntry(path: try r.string(), digest: try r.word(), size: try r.word(), contentHash: try r.word())
    }
}
