import AdsightNotes
import AdsightRules
import AdsightRuns
import AdsightSite

/// The closing half of writing a site, shared by `build` and `merge`: once every session's
/// parts are gathered in order (`SiteParts`: pages placed, `summary.json`'s, `junit.xml`'s
/// and the dashboard's bodies, the tally of the summaries, the cache entries spooled), it
/// renders the closing pages (the paged dashboard, the note pages) from the tally, writes `summary.json`, `junit.xml`, the merge record and the
/// cache, and makes the marker. A merge is a build whose every session is reused from one
/// of its parts, so both write the same files from the same parts.
struct SiteAssembly {
    let notes: [Note]
    let noteErrors: [NoteError]
    let inputErrors: [String]
    let failOn: FailOn
    let renderer: SiteRenderer
    let staging: SiteStaging
    let key: UInt64
    /// The site a rebuild replaces (its closing pages are linked when unchanged); nil for a merge.
    let old: OldSite?
    /// The summary's frame and the history this run adds its line to.
    var runs = RunSettings(frame: SummaryFrame(), label: "run 1")
    /// The least number of sessions the run must hold, and who asked (`PipelineRun`'s).
    var minSessions = (count: 0, source: "")

    /// Writes every file but the session pages; returns the run, the number of pages and the
    /// cache as written (a build writes it again when a page was rendered after it).
    func finish(_ parts: inout SiteParts, record: MergeRecord) throws -> (PipelineRun, Int, CacheFile) {
        let times = BuildTimes.shared
        parts.tally.finish(notes: renderer.notes)
        let tally = parts.tally
        // Across runs: this run's history line after the earlier ones, the comparison's counts.
        // The run's outcome: counts only (no session kept).
        var run = PipelineRun(notes: notes, noteErrors: noteErrors, sessions: [], inputErrors: inputErrors, failOn: failOn)
        run.tallied = (tally.sessionCount, tally.invalidCount, tally.countedFailures)
        (run.minSessions, run.minSessionsSource) = minSessions
        let problems = RunProblem.of(run)
        var filled = runs.frame
        filled.comparison = parts.runs.comparison
        filled.problems = problems
        let frame = filled
        let history = runs.history(with: parts.runs.line(label: runs.label, url: runs.url, shard: runs.shard))
        var renderer = renderer
        var comparison = parts.runs.siteComparison
        comparison?.failOnNew = runs.failOnNew
        renderer.runs = SiteRuns(history: history, comparison: comparison)
        renderer.runProblems = problems.map(\.located)
        let closing = closingPages(tally, renderer: renderer, rows: parts.rows, starts: parts.pageStarts)
        defer { _ = try? closing.wait() }
        // summary.json on its own thread while this one writes junit.xml.
        let json = parts.json, count = tally.sessionCount, assembly = self
        let jsonWriter = BackgroundWork { try assembly.writeSummaryJSON(json, count: count, frame: frame) }
        defer { _ = try? jsonWriter.wait() }
        // Under --fail-on-new a suite fails its new failures only (`JUnitReport.isFailure`): those counted.
        var totals = tally.junit
        if runs.failOnNew, let counted = frame.comparison?.countedNewFailures { totals.failures = counted }
        let (head, tail) = SiteRenderer.junitFrame(totals, runErrors: problems.map(\.junit))
        try staging.write("junit.xml", prefix: head, parts.junit, suffix: tail)
        let recordPieces = record.pieces(through: Spool(in: staging.directory))
        try staging.write(MergeRecord.fileName, prefix: recordPieces.head, recordPieces.body, suffix: recordPieces.tail)
        // This run's line last, its entries written from their scratch file.
        try staging.write(HistoryFile.fileName, prefix: History.encode(history.dropLast()) + HistoryCodec.head(history[history.count - 1]),
                          parts.runs.failed.body, suffix: HistoryCodec.tail + [UInt8(ascii: "\n")])
        run.countedNewFailures = frame.comparison?.countedNewFailures
        run.comparison = frame.comparison
        run.totals = parts.runs.totals
        run.totals?.rules = tally.failedRules.count
        run.invalidShown = parts.runs.invalidShown
        run.invalidMore = parts.runs.invalidMore
        run.failedRules = tally.failedRules
        let jsonFrame = count == 0 ? try jsonWriter.wait() : Self.summaryFrame(json, frame: frame)
        let junitFrame = FileFrame(head: UInt64(head.count), size: UInt64(head.count + tail.count) + parts.junit.size)
        let entries = parts.entries.pieces()
        guard try jsonWriter.wait() == jsonFrame else { throw BuildError("summary.json was not written as planned") }
        times.mark("summary.json, junit.xml, cache entries")
        let (closingPages, closingEntries) = try closing.wait()
        // A scratch file read back short (a failed disk): pages were made from part of it.
        if parts.spools.readBackShort { throw BuildError(Self.scratchShort) }
        let pages = tally.sessionCount + closingPages
        times.mark("closing pages")
        // After every file written: each is older than the cache, which the next rebuild relies
        // on (links keep their old times). Written while the last links are made.
        // The old files copied from must not have changed meanwhile (an edit would be copied in).
        if let hook = SiteBuild.afterCopies { hook(staging.target) }
        if let old, !old.copiedFilesUnchanged() {
            throw BuildError("the old site's summary.json or junit.xml changed while the site was being built; run adsight build again")
        }
        let cache = CacheFile(prefix: parts.entries.prefix, entries: entries,
                              suffix: parts.entries.suffix(summaryJSON: jsonFrame, junit: junitFrame, closing: closingEntries))
        try cache.write(to: staging)
        times.mark("cache")
        return (run, pages, cache)
    }

    /// The closing pages rendered on the workers (each linked from the old site instead when
    /// its bytes did not change), on a thread of their own: how many pages and their cache
    /// entries. The dashboard's pages take their rows from those gathered with the sessions
    /// (`rows`, page k starting at `starts[k - 1]`).
    private func closingPages(_ tally: SiteTally, renderer: SiteRenderer, rows: FilePieces, starts: [UInt64]
    ) -> BackgroundWork<(Int, [ClosingCacheEntry])> {
        let staging = staging, old = old
        return BackgroundWork { () throws -> (Int, [ClosingCacheEntry]) in
            let files = renderer.closingFiles(tally) { k in SiteParts.rows(ofPage: k, rows, starts: starts) }
            var pages = 0
            var recorded: [ClosingCacheEntry] = []
            try OrderedParallelMap<ClosingWork>(count: files.count).run({ i in
                let prepared = files.prepare(i)
                let digest = prepared.digest
                // A page made from the same values as the old one: linked without rendering.
                if let digest, let entry = old?.linkClosing(files.path(i), digest: digest, into: staging) {
                    return .linked(entry)
                }
                return .rendered(digest: digest, prepared.render())
            }) { i, work in
                let path = files.path(i)
                switch work {
                case .linked(let entry):
                    recorded.append(entry)
                case .rendered(let digest, let bytes):
                    if old?.linkIfSame(path, bytes, into: staging) != true { try staging.write(path, bytes) }
                    if let digest {
                        recorded.append(ClosingCacheEntry(path: path, digest: digest, size: UInt64(bytes.count), contentHash: Hash64.of(bytes)))
                    }
                }
                if path.hasSuffix(".html") { pages += 1 }
            }
            BuildTimes.shared.note("closing pages done")
            return (pages, recorded)
        }
    }

    /// The error of a scratch file in the staging folder read back short.
    static let scratchShort = "a scratch file in the staging folder read back short (Input/output error); the site was not written"

    /// The frame `writeSummaryJSON` gives a document of at least one session made of `pieces`.
    private static func summaryFrame(_ pieces: FilePieces, frame: SummaryFrame) -> FileFrame {
        let head = UInt64(SummaryJSONParts.head(frame).count), tail = UInt64(SummaryJSONParts.tail(frame).count)
        return FileFrame(head: head, size: head + tail + pieces.size)
    }

    /// `summary.json` from its pieces (the empty document for no sessions); returns its frame.
    private func writeSummaryJSON(_ pieces: FilePieces, count: Int, frame: SummaryFrame) throws -> FileFrame {
        if count == 0 {
            let document = SummaryJSONParts.empty(frame)
            try staging.write("summary.json", document)
            return FileFrame(head: 0, size: UInt64(document.count))
        }
        try staging.write("summary.json", prefix: SummaryJSONParts.head(frame), pieces, suffix: SummaryJSONParts.tail(frame))
        return Self.summaryFrame(pieces, frame: frame)
    }
}
