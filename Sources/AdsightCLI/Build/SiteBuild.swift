import AdsightRules
import AdsightSite

/// Writes every file of a site into `staging`, reusing what it can of the site it replaces.
///
/// Every page is named first (`PageNames` over every input's report id: from the cache
/// for an input whose stat facts are unchanged, else from its header line). Then, on the
/// workers, an input whose bytes are unchanged (same stat facts, or same content hash),
/// whose page keeps its name and whose old page is intact gets that page hard-linked
/// into the staging folder and its summary from the cache; any other input is read,
/// decoded, judged and rendered. In input order, pages are written and the parts of
/// `summary.json` and `junit.xml` gathered (old runs copied from the old files). The
/// closing pages are rendered from the summaries, and the new cache written last. With
/// no usable old site every page is rendered; the files are the same either way.
struct SiteBuild {
    let plan: PipelinePlan
    let renderer: SiteRenderer
    let staging: SiteStaging
    let key: UInt64
    let old: OldSite?

    /// Writes the site; returns the run and the number of pages.
    func write() throws -> (PipelineRun, Int) {
        let sources = plan.sources, notes = plan.notes
        let renderer = renderer, staging = staging, old = old
        let rules = notes.map(\.id)
        let ruleIndex = Dictionary(rules.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let cached: [BuildCacheEntry?] = sources.map { old?.entry(for: $0.path) }
        let unchanged: [Bool] = sources.indices.map { i in
            guard let old, let entry = cached[i], !sources[i].isInMemory else { return false }
            return old.isUnchanged(entry, stat: sources[i].quickStat())
        }
        let ids = sources.indices.map { unchanged[$0] ? cached[$0]!.id : sources[$0].reportID() }
        let names = PageNames.sessionNames(ids: ids, files: sources.map(\.path))

        let times = BuildTimes.shared
        times.mark("names (\(unchanged.filter { $0 }.count) unchanged by stat)")
        var summaries: [SessionSummary] = []
        summaries.reserveCapacity(names.count)
        var entries: [BuildCacheEntry] = []
        entries.reserveCapacity(names.count)
        var json = FilePieces(), junit = FilePieces()
        let jsonSpool = Spool(), junitSpool = Spool()
        let separator = Array(SummaryJSONParts.separator.utf8)
        try OrderedParallelMap<SessionWork>(count: sources.count).run({ i in
            if let old, let entry = cached[i], entry.page == names[i] {
                let now = unchanged[i] ? entry.fingerprint : sources[i].fingerprint()
                if let now, now.hash == entry.fingerprint.hash, let summary = old.summary(entry, rules: rules),
                   old.linkPage(entry, into: staging) {
                    var reused = entry
                    reused.fingerprint = now
                    return .reused(reused, summary)
                }
            }
            let (input, fingerprint) = sources[i].decodeFingerprinted()
            let judged = Pipeline.judge(input, notes: notes)
            let page = renderer.sessionPage(SiteSession(report: judged.report, session: judged.session), page: names[i])
            var w = ByteWriter()
            SummaryCodec.encode(page.summary, rules: ruleIndex, into: &w)
            return .rendered(page, json: Array(SummaryJSONParts.entry(judged.report).utf8), summary: w.bytes,
                             fingerprint: fingerprint)
        }) { i, work in
            let first = summaries.isEmpty
            switch work {
            case .reused(var entry, let summary):
                let o = old!.cache
                let jsonStart = json.size + (first ? 0 : UInt64(separator.count))
                json.append(file: old!.summaryJSON, ByteRange(offset: o.summaryJSON.head + entry.json.offset, length: entry.json.length),
                            after: first ? [] : separator)
                let junitStart = junit.size
                junit.append(file: old!.junit, ByteRange(offset: o.junit.head + entry.junit.offset, length: entry.junit.length), after: [])
                entry.json.offset = jsonStart
                entry.junit.offset = junitStart
                entries.append(entry)
                summaries.append(summary)
            case .rendered(let page, let entryJSON, let encoded, let fingerprint):
                try staging.write(page.path, page.bytes)
                let jsonAt = jsonSpool.position
                if !first { jsonSpool.append(separator) }
                let jsonStart = json.size + (first ? 0 : UInt64(separator.count))
                jsonSpool.append(entryJSON)
                json.append(spool: jsonSpool, ByteRange(offset: jsonAt, length: jsonSpool.position - jsonAt))
                let junitAt = junitSpool.position, junitStart = junit.size
                junitSpool.append(page.junitSuite)
                junit.append(spool: junitSpool, ByteRange(offset: junitAt, length: UInt64(page.junitSuite.count)))
                if let fingerprint {
                    entries.append(BuildCacheEntry(
                        path: sources[i].path, fingerprint: fingerprint, id: ids[i], page: names[i],
                        pageSize: UInt64(page.bytes.count),
                        json: ByteRange(offset: jsonStart, length: UInt64(entryJSON.count)),
                        junit: ByteRange(offset: junitStart, length: UInt64(page.junitSuite.count)),
                        summary: encoded[...]))
                }
                summaries.append(page.summary)
            }
        }
        times.mark("sessions")
        var pages = summaries.count
        try renderer.forEachClosingFile(summaries) { path, bytes in
            try staging.write(path, bytes)
            if path.hasSuffix(".html") { pages += 1 }
        }
        times.mark("closing pages")
        let reports: [SessionReport] = summaries.map(\.report)
        let jsonFrame = try writeSummaryJSON(json, count: summaries.count)
        let (head, tail) = SiteRenderer.junitFrame(summaries)
        try staging.write("junit.xml", prefix: head, junit, suffix: tail)
        let cache = BuildCache(key: key, summaryJSON: jsonFrame,
                               junit: FileFrame(head: UInt64(head.count), size: UInt64(head.count + tail.count) + junit.size),
                               entries: entries)
        times.mark("summary.json, junit.xml")
        try staging.write(BuildCache.fileName, cache.encode())
        times.mark("cache")
        return (plan.run(reports: reports), pages)
    }

    /// `summary.json` from its pieces (the empty document for no sessions); returns its frame.
    private func writeSummaryJSON(_ pieces: FilePieces, count: Int) throws -> FileFrame {
        if count == 0 {
            let document = SummaryJSONParts.document(entries: Spool(), count: 0)
            try staging.write("summary.json", document)
            return FileFrame(head: 0, size: UInt64(document.count))
        }
        let head = Array(SummaryJSONParts.head.utf8), tail = Array(SummaryJSONParts.tail.utf8)
        try staging.write("summary.json", prefix: head, pieces, suffix: tail)
        return FileFrame(head: UInt64(head.count), size: UInt64(head.count + tail.count) + pieces.size)
    }
}
