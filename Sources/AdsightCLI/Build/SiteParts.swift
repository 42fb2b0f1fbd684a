import AdsightRules
import AdsightRuns
import AdsightSite

/// The parts of a site a `SiteBuild` gathers in input order from each input's work: the
/// session pages written, `summary.json`'s and `junit.xml`'s bodies (old runs as ranges of
/// the old files, new parts spooled), the dashboard's sessions table body (every row
/// spooled, where each page of it starts noted), the tally for the closing pages and the
/// new cache's entries (ranges relative to each file's body, encoded into a spool as they
/// come). Nothing of a session is held once it is added.
struct SiteParts {
    var tally: SiteTally
    /// This run's history line and comparison with the baseline, gathered as the tally is.
    var runs: RunTally
    var entries: BuildCacheEntries
    /// A piece per session where sessions come from several files (a merge's parts): moved
    /// to scratch files as they come (`FilePieces(spill:)`).
    var json: FilePieces, junit: FilePieces
    /// The dashboard's sessions table body: one row per session, in order.
    var rows: FilePieces
    /// Where each page of the sessions table (`ListPaging.pageSize` rows) starts in `rows`.
    var pageStarts: [UInt64] = []
    /// Reused inputs (index, entry) whose old page is still to be linked.
    var links: [(Int, BuildCacheEntry)] = []
    private let jsonSpool: Spool, junitSpool: Spool, rowsSpool: Spool
    /// Every spool of the parts (the tally's too): one read back short fails the build.
    let spools: ScratchSpools
    private let separator = Array(SummaryJSONParts.separator.utf8)

    /// About how many files a site of `sessions` sessions holds: two a session (its page and
    /// its runs chart) and the closing pages (the paged lists: a few per hundred sessions).
    static func paths(sessions: Int) -> Int { sessions * 2 + sessions / 16 + 64 }

    /// The reused inputs added since the last call, to link now.
    mutating func takeLinks() -> [(Int, BuildCacheEntry)] {
        defer { links.removeAll(keepingCapacity: true) }
        return links
    }

    /// Draws each session's runs chart as it is added (rendered or reused alike: the history moved on).
    let sessionRuns: SessionRuns
    /// `key`: the new cache's; `threshold`: `--fail-on`'s; `scratch`: the folder the spools' anonymous files are made in (the staging folder);
    /// `runs`: the baseline's comparison and the history this run adds to.
    init(key: UInt64, threshold: Severity?, scratch: String, runs settings: RunSettings) {
        sessionRuns = settings.sessionRuns
        let spools = ScratchSpools(in: scratch)
        self.spools = spools
        runs = RunTally(comparison: settings.frame.comparison, spool: spools.make())
        jsonSpool = spools.make(); junitSpool = spools.make(); rowsSpool = spools.make()
        json = FilePieces(spill: spools.make()); junit = FilePieces(spill: spools.make()); rows = FilePieces(spill: spools.make())
        tally = SiteTally(threshold: threshold, store: { @Sendable () -> RowStore in spools.make() })
        entries = BuildCacheEntries(spool: spools.make(), key: key)
    }

    /// The rows of page `k` (1-based) of the sessions table `rows` whose pages start at `starts`
    /// (none when they read back short: their spool says so, and `SiteAssembly` fails the build).
    static func rows(ofPage k: Int, _ rows: FilePieces, starts: [UInt64]) -> [UInt8] {
        guard k >= 1, k <= starts.count else { return [] }
        return rows.read(from: starts[k - 1], to: k < starts.count ? starts[k] : rows.size) ?? []
    }

    /// Appends a rendered row to the dashboard's body (through its spool).
    private mutating func appendRow(_ row: [UInt8]) {
        let at = rowsSpool.position
        rowsSpool.append(row)
        rows.append(spool: rowsSpool, ByteRange(offset: at, length: UInt64(row.count)))
    }

    /// Writes the session's runs chart (`SessionRuns.path`) unless written already (the same
    /// session given twice shares its chart; the staging's table of paths says, so no set of
    /// the charts is kept).
    private func writeChart(_ summary: SessionSummary, staging: SiteStaging) throws {
        let path = SessionRuns.path(summary.report)
        guard !staging.contains(path) else { return }
        try staging.write(path, sessionRuns.svg(summary))
    }

    /// Adds input `i`'s work (`source` and `page` name it for the cache).
    mutating func add(_ i: Int, _ work: SessionWork, source: String, page: String,
                      old: OldSite?, staging: SiteStaging) throws {
        let first = tally.sessionCount == 0
        if tally.sessionCount % ListPaging.pageSize == 0 { pageStarts.append(rows.size) }
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
            // The row is made again (cheap): the old rows lie across the old pages of the table.
            let rowStart = rows.size
            let mark = runs.add(summary.report, page: page, errorCount: summary.errorCount)
            appendRow(SiteRenderer.dashboardRow(summary, mark: mark))
            entry.dashboard = ByteRange(offset: rowStart, length: rows.size - rowStart)
            entry.page = summary.page
            entries.append(entry)
            tally.add(summary)
            links.append((i, entry))
            try writeChart(summary, staging: staging)
        case .rendered(let rendered, let entryJSON, let encoded, let fingerprint):
            try staging.write(rendered.path, rendered.bytes)
            try writeChart(rendered.summary, staging: staging)
            let jsonAt = jsonSpool.position
            if !first { jsonSpool.append(separator) }
            jsonSpool.append(entryJSON)
            json.append(spool: jsonSpool, ByteRange(offset: jsonAt, length: jsonSpool.position - jsonAt))
            let junitAt = junitSpool.position, junitStart = junit.size
            junitSpool.append(rendered.junitSuite)
            junit.append(spool: junitSpool, ByteRange(offset: junitAt, length: UInt64(rendered.junitSuite.count)))
            let rowStart = rows.size
            // A row marked against the baseline is made again here, where the comparison is counted.
            let mark = runs.add(rendered.summary.report, page: page, errorCount: rendered.summary.errorCount)
            let row = mark.map { SiteRenderer.dashboardRow(rendered.summary, mark: $0) } ?? rendered.dashboardRow
            appendRow(row)
            if let fingerprint {
                // The id of the bytes decoded and fingerprinted, not the one the page was named
                // from: a file saved between the two reads then gets its page renamed (rendered
                // again) by the next rebuild instead of keeping a name its bytes no longer give.
                entries.append(BuildCacheEntry(
                    path: source, fingerprint: fingerprint, id: rendered.summary.report.id, page: page, pageSize: UInt64(rendered.bytes.count),
                    json: ByteRange(offset: jsonStart, length: UInt64(entryJSON.count)),
                    junit: ByteRange(offset: junitStart, length: UInt64(rendered.junitSuite.count)),
                    dashboard: ByteRange(offset: rowStart, length: UInt64(row.count)),
                    summary: encoded[...]))
            }
            tally.add(rendered.summary)
        }
    }
}
