import AdsightSite

/// What the rebuild cache keeps of one input: how to tell its bytes are unchanged (path,
/// stat facts, content hash), its page (name, size), where its entry lies in `summary.json`,
/// its suite in `junit.xml` and its row in the dashboard's sessions table, and its encoded
/// `SessionSummary` (`SummaryCodec`).
struct BuildCacheEntry: Sendable {
    var path: String
    var fingerprint: InputFingerprint
    /// The report id its page was named from (`PipelineSource.reportID`).
    var id: String
    var page: String
    var pageSize: UInt64
    var json: ByteRange
    var junit: ByteRange
    /// Relative to the rows' start (`BuildCache.dashboard.head`).
    var dashboard: ByteRange
    var summary: ArraySlice<UInt8>

    func encode(into w: inout ByteWriter) {
        w.string(path)
        let s = fingerprint.stat
        w.varint(s.device); w.varint(s.inode); w.varint(s.size)
        w.word(UInt64(bitPattern: s.modified)); w.word(UInt64(bitPattern: s.changed))
        w.word(fingerprint.hash)
        w.string(id); w.string(page); w.varint(pageSize)
        w.varint(json.offset); w.varint(json.length); w.varint(junit.offset); w.varint(junit.length)
        w.varint(dashboard.offset); w.varint(dashboard.length)
        w.count(summary.count); w.raw(summary)
    }

    /// Reads one entry; `file` is the whole cache file the reader's buffer views.
    static func decode(_ r: inout ByteReader, file: [UInt8]) throws(CacheFormatError) -> BuildCacheEntry {
        let path = try r.string()
        let stat = InputStat(device: try r.varint(), inode: try r.varint(), size: try r.varint(),
                             modified: Int64(bitPattern: try r.word()), changed: Int64(bitPattern: try r.word()))
        let hash = try r.word()
        let id = try r.string(), page = try r.string(), pageSize = try r.varint()
        let json = ByteRange(offset: try r.varint(), length: try r.varint())
        let junit = ByteRange(offset: try r.varint(), length: try r.varint())
        let dashboard = ByteRange(offset: try r.varint(), length: try r.varint())
        let n = try r.count()
        let start = r.offset
        _ = try r.bytes(n)
        return BuildCacheEntry(path: path, fingerprint: InputFingerprint(stat: stat, hash: hash), id: id, page: page,
                               pageSize: pageSize, json: json, junit: junit, dashboard: dashboard, summary: file[start..<start + n])
    }
}
