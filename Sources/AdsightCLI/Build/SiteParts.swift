import AdsightSite

/// The parts of a site a `SiteBuild` gathers in input order from each input's work: the
/// session pages written, `summary.json`'s and `junit.xml`'s bodies and the dashboard's
/// sessions table body (old runs as ranges of the old files, new parts spooled), the summaries for the closing pages and the new
/// cache's entries (ranges relative to each file's body).
struct SiteParts {
    var summaries: [SessionSummary] = []
    var entries: [BuildCacheEntry] = []
    var json = FilePieces()
    var junit = FilePieces()
    /// The dashboard's sessions table body: one row per session, in order.
    var rows = FilePieces()
    /// Reused inputs (index, entry) whose old page is still to be linked.
    var links: [(Int, BuildCacheEntry)] = []
    private let jsonSpool: Spool, junitSpool: Spool, rowsSpool: Spool
    private let separator = Array(SummaryJSONParts.separator.utf8)

    /// The reused inputs added since the last call, to link now.
    mutating func takeLinks() -> [(Int, BuildCacheEntry)] {
        defer { links.removeAll(keepingCapacity: true) }
        return links
    }

    /// `scratch`: the folder the spools' anonymous files are made in (the staging folder).
    init(capacity: Int, scratch: String) {
        jsonSpool = Spool(in: scratch); junitSpool = Spool(in: scratch); rowsSpool = Spool(in: scratch)
        summaries.reserveCapacity(capacity)
        entries.reserveCapacity(capacity)
    }

    /// Appends a rendered row to the dashboard's body (through its spool).
    private mutating func appendRow(_ row: [UInt8]) {
        let at = rowsSpool.position
        rowsSpool.append(row)
        rows.append(spool: rowsSpool, ByteRange(offset: at, length: UInt64(row.count)))
    }

    /// Adds input `i`'s work (`source` and `page` name it for the cache).
    mutating func add(_ i: Int, _ work: SessionWork, source: String, page: String,
                      old: OldSite?, staging: SiteStaging) throws {
        let first = summaries.isEmpty
        let jsonStart = json.size + (first ? 0 : UInt64(separator.count))
        switch work {
        case .reused(var entry, let summary):
            guard let old else { return }
            let frames = old.cache
            json.append(file: old.summaryJSON, ByteRange(offset: frames.summaryJSON.head + entry.json.offset, length: entry.json.length),
                        after: first ? [] : separator)
            let junitStart = junit.size
            junit.append(file: old.junit, ByteRange(offset: frames.junit.head + entry.junit.offset, length: entry.junit.length), after: [])
            entry.json.offset = jsonStart
            entry.junit.offset = junitStart
            let rowStart = rows.size
            // A merged session renamed (`MergeAction`) gets its row rendered with its new link.
            if old.dashboard >= 0, entry.page == summary.page {
                rows.append(file: old.dashboard, ByteRange(offset: frames.dashboard.head + entry.dashboard.offset, length: entry.dashboard.length), after: [])
            } else {
                appendRow(SiteRenderer.dashboardRow(summary))
            }
            entry.dashboard = ByteRange(offset: rowStart, length: rows.size - rowStart)
            entry.page = summary.page
            entries.append(entry)
            summaries.append(summary)
            links.append((i, entry))
        case .rendered(let rendered, let entryJSON, let encoded, let fingerprint):
            try staging.write(rendered.path, rendered.bytes)
            let jsonAt = jsonSpool.position
            if !first { jsonSpool.append(separator) }
            jsonSpool.append(entryJSON)
            json.append(spool: jsonSpool, ByteRange(offset: jsonAt, length: jsonSpool.position - jsonAt))
            let junitAt = junitSpool.position, junitStart = junit.size
            junitSpool.append(rendered.junitSuite)
            junit.append(spool: junitSpool, ByteRange(offset: junitAt, length: UInt64(rendered.junitSuite.count)))
            let rowStart = rows.size
            appendRow(rendered.dashboardRow)
            if let fingerprint {
                // The id of the bytes decoded and fingerprinted, not the one the page was named
                // from: a file saved between the two reads then gets its page renamed (rendered
                // again) by the next rebuild instead of keeping a name its bytes no longer give.
                entries.append(BuildCacheEntry(
                    path: source, fingerprint: fingerprint, id: rendered.summary.report.id, page: page, pageSize: UInt64(rendered.bytes.count),
                    json: ByteRange(offset: jsonStart, length: UInt64(entryJSON.count)),
                    junit: ByteRange(offset: junitStart, length: UInt64(rendered.junitSuite.count)),
                    dashboard: ByteRange(offset: rowStart, length: UInt64(rendered.dashboardRow.count)),
                    summary: encoded[...]))
            }
            summaries.append(rendered.summary)
        }
    }
}
