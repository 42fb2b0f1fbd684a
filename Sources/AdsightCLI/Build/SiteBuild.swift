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
/// closing pages are rendered from the tally of the summaries, and the new cache written last. With
/// no usable old site every page is rendered; the files are the same either way.
struct SiteBuild {
    /// For tests: called with `--out` (absolute) after the last copy out of the old site's
    /// files, before they are checked again.
    nonisolated(unsafe) static var afterCopies: (@Sendable (String) -> Void)?

    let plan: PipelinePlan
    let renderer: SiteRenderer
    let staging: SiteStaging
    let key: UInt64
    let old: OldSite?
    /// Every input's stat facts, when taken beforehand (`InputStats.of(plan.sources)`).
    var stats: [InputStat?]? = nil
    /// Whether what the build held is kept until the process exits (`ExitKeep`) instead of freed.
    var keepsMemoryUntilExit = false

    /// Writes the site; returns the run and the number of pages.
    func write() throws -> (PipelineRun, Int) {
        let sources = plan.sources, notes = plan.notes
        let renderer = renderer, staging = staging, old = old
        let rules = notes.map(\.id)
        let ruleIndex = Dictionary(rules.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let cached: [BuildCacheEntry?] = old?.entries(for: sources.map(\.path)) ?? Array(repeating: nil, count: sources.count)
        // Every input known to the cache and stat'ed unchanged (`stats`, taken while the old site was opened).
        let stats = stats ?? (old == nil ? [] : InputStats.of(sources))
        let unchanged: [Bool] = sources.indices.map { i in
            guard let old, let entry = cached[i], !sources[i].isInMemory, i < stats.count else { return false }
            return old.isUnchanged(entry, stat: stats[i])
        }
        BuildTimes.shared.mark("names: stat")
        // Inputs the cache knows whose stat facts moved (touched, copied, checked out): hashed
        // now, on every core, so one with the same bytes keeps its cached id without a header probe.
        let recheck = sources.indices.filter { cached[$0] != nil && !unchanged[$0] }
        var fingerprints = [InputFingerprint?](repeating: nil, count: sources.count)
        OrderedParallelMap<InputFingerprint?>(count: recheck.count).run({ sources[recheck[$0]].fingerprint() }) { k, print in
            fingerprints[recheck[k]] = print
        }
        let same: [Bool] = sources.indices.map { i in
            unchanged[i] || (fingerprints[i] != nil && fingerprints[i]?.hash == cached[i]?.fingerprint.hash)
        }
        // Every other input's id comes from its header line, probed on every core, 256 at a time.
        let probe = sources.indices.filter { !same[$0] }
        let probeBatches = stride(from: 0, to: probe.count, by: 256).map { $0..<min($0 + 256, probe.count) }
        var ids = sources.indices.map { same[$0] ? cached[$0]!.id : "" }
        OrderedParallelMap<[String]>(count: probeBatches.count).run({ b in probeBatches[b].map { sources[probe[$0]].reportID() } }) { b, batch in
            for (k, id) in zip(probeBatches[b], batch) { ids[probe[k]] = id }
        }
        BuildTimes.shared.mark("names: hash, probe")
        let names = PageNames.sessionNames(ids: ids, files: sources.map(\.path))

        let times = BuildTimes.shared
        times.mark("names (\(unchanged.filter { $0 }.count) unchanged by stat, \(recheck.count) hashed)")
        let worker = SessionWorker(sources: sources, names: names, cached: cached, unchanged: unchanged,
                                   fingerprints: fingerprints, notes: notes,
                                   rules: rules, ruleIndex: ruleIndex, renderer: renderer, staging: staging, old: old)
        let batches = worker.batches()
        var parts = SiteParts(key: key, scratch: staging.directory)
        // The old pages of the inputs expected to be reused are linked on one thread from now
        // on (`EarlyLinks`), and checked on another as they are linked; any other reused
        // input's page follows on the linking thread once gathered.
        let early = EarlyLinks(candidates: old == nil ? [] : sources.indices.filter(worker.isCheap), count: sources.count,
                               checkedLater: true)
        // A linked old page edited after its link would land in the new site (same inode): the
        // commit checks every link's time after the new cache is written.
        if let old { staging.requireLinksUnmodified(since: old.cacheModified) }
        let queue = LinkQueue()
        let linker = BackgroundWork { () throws -> (linked: Int, rendered: Int) in
            var linked = 0, rendered = 0
            if let old {
                early.run { run in old.linkPages(run.map { cached[$0]! }, into: staging, checked: false) }
                BuildTimes.shared.note("early links done")
            }
            while let run = queue.next() {
                let made = try worker.placeOldPages(run)
                linked += run.count - made
                rendered += made
            }
            BuildTimes.shared.note("links done")
            return (linked, rendered)
        }
        let checker = BackgroundWork { () throws -> Int in
            guard let old else { return 0 }
            var kept = 0
            try early.check { run, links in
                let done = try old.keepPages(run.map { cached[$0]! }, linked: links, in: staging)
                kept += done.count(where: { $0 })
                return done
            }
            return kept
        }
        defer {
            early.cancel()
            queue.close()
            _ = try? linker.wait()
            _ = try? checker.wait()
        }
        var reusedEarly: [Int] = []
        reusedEarly.reserveCapacity(early.order.count)
        try OrderedParallelMap<[SessionWork]>(count: batches.count).run({ b in batches[b].map(worker.work) }) { b, works in
            for (i, work) in zip(batches[b], works) {
                if early.isCandidate(i) {
                    if case .reused = work {
                        reusedEarly.append(i)
                    } else if early.waitLinked(i) {
                        // Rendered after all: its early link makes way for the page.
                        try staging.remove("sessions/" + names[i] + ".html")
                    }
                }
                try parts.add(i, work, source: sources[i].path, page: names[i], old: old, staging: staging)
            }
            let links = parts.takeLinks()
            queue.push(early.order.isEmpty ? links : links.filter { !early.isCandidate($0.0) })
        }
        queue.close()
        parts.tally.finish(notes: renderer.notes)
        let tally = parts.tally
        times.mark("sessions")
        // The closing pages render on the workers (each linked from the old site instead when
        // its bytes did not change) while this thread writes summary.json and junit.xml. The
        // dashboard's pages take their rows from those gathered with the sessions.
        let rows = parts.rows, starts = parts.pageStarts
        let closing = BackgroundWork { () throws -> (Int, [ClosingCacheEntry]) in
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
            // The marker, sorted now while the links go on: every page, the closing files,
            // summary.json, junit.xml and the cache (the commit checks it lists what was written).
            staging.prepareMarker(names.map { "sessions/" + $0 + ".html" } + (0..<files.count).map(files.path)
                                  + ["summary.json", "junit.xml", BuildCache.fileName])
            return (pages, recorded)
        }
        defer { _ = try? closing.wait() }
        // summary.json on its own thread while this one writes junit.xml.
        let json = parts.json, count = tally.sessionCount, build = self
        let jsonWriter = BackgroundWork { try build.writeSummaryJSON(json, count: count) }
        defer { _ = try? jsonWriter.wait() }
        let (head, tail) = SiteRenderer.junitFrame(tally.junit)
        try staging.write("junit.xml", prefix: head, parts.junit, suffix: tail)
        // The run's outcome: counts only (no session kept).
        var run = PipelineRun(notes: plan.notes, noteErrors: plan.noteErrors, sessions: [],
                              inputErrors: plan.inputErrors, failOn: plan.failOn)
        run.tallied = (tally.invalidCount, tally.failures)
        let jsonFrame = count == 0 ? try jsonWriter.wait() : Self.summaryFrame(json)
        let junitFrame = FileFrame(head: UInt64(head.count), size: UInt64(head.count + tail.count) + parts.junit.size)
        let entries = parts.entries.pieces()
        guard try jsonWriter.wait() == jsonFrame else { throw BuildError("summary.json was not written as planned") }
        times.mark("summary.json, junit.xml, cache entries")
        let (closingPages, closingEntries) = try closing.wait()
        let pages = tally.sessionCount + closingPages
        times.mark("closing pages")
        // After every file written: each is older than the cache, which the next rebuild relies
        // on (links keep their old times). Written while the last links are made.
        // The old files copied from must not have changed meanwhile (an edit would be copied in).
        if let hook = Self.afterCopies { hook(staging.target) }
        if let old, !old.copiedFilesUnchanged() {
            throw BuildError("the old site's summary.json, junit.xml or index.html changed while the site was being built; run adsight build again")
        }
        let cachePrefix = parts.entries.prefix
        let cacheSuffix = parts.entries.suffix(summaryJSON: jsonFrame, junit: junitFrame, closing: closingEntries)
        try staging.write(BuildCache.fileName, prefix: cachePrefix, entries, suffix: cacheSuffix)
        times.mark("cache")
        var (linked, rendered) = try linker.wait()
        linked += try checker.wait()
        // An early link that failed (the old page was edited or is gone): the page is rendered.
        for i in reusedEarly where !early.wasLinked(i) {
            if try worker.placeOldPage(i, cached[i]!) { rendered += 1 }
        }
        // A page rendered after the cache was written: the cache is written again, last.
        if rendered > 0 {
            try staging.remove(BuildCache.fileName)
            try staging.write(BuildCache.fileName, prefix: cachePrefix, entries, suffix: cacheSuffix)
        }
        let recycled = staging.recycled
        times.mark("links (\(linked), \(rendered) rendered instead; spare entries kept \(recycled.kept), replaced \(recycled.replaced))")
        if keepsMemoryUntilExit { ExitKeep.keep((parts, run, worker, names, ids, cached)) }
        return (run, pages)
    }

    /// The frame `writeSummaryJSON` gives a document of at least one session made of `pieces`.
    private static func summaryFrame(_ pieces: FilePieces) -> FileFrame {
        let head = UInt64(SummaryJSONParts.head.utf8.count), tail = UInt64(SummaryJSONParts.tail.utf8.count)
        return FileFrame(head: head, size: head + tail + pieces.size)
    }

    /// `summary.json` from its pieces (the empty document for no sessions); returns its frame.
    private func writeSummaryJSON(_ pieces: FilePieces, count: Int) throws -> FileFrame {
        if count == 0 {
            let document = SummaryJSONParts.document(entries: Spool(in: staging.directory), count: 0)
            try staging.write("summary.json", document)
            return FileFrame(head: 0, size: UInt64(document.count))
        }
        try staging.write("summary.json", prefix: Array(SummaryJSONParts.head.utf8), pieces, suffix: Array(SummaryJSONParts.tail.utf8))
        return Self.summaryFrame(pieces)
    }
}
