import AdsightRules
import AdsightSite
import CLinuxCalls

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
    /// The part of the inputs this build judges (`--shard I/N`); the whole set by default.
    var shard = Shard.whole
    /// The parts of `key`, recorded in the site for `merge`.
    var keyParts: BuildKeyParts
    /// The summary's frame, the baseline's comparison and the history this run adds to.
    var runs = RunSettings(frame: SummaryFrame(), label: "run 1")

    /// Writes the site; returns the run and the number of pages.
    func write() throws -> (PipelineRun, Int) {
        // A shard's inputs only; its pages are named as in a build of them all (`shardNames`).
        let positions = shard == .whole ? InputPositions(every: plan.sources.count)
                                        : InputPositions(plan.sources.indices.filter { shard.holds(plan.sources[$0].path) })
        let sources = positions.count == plan.sources.count ? plan.sources : plan.sources.subset(Array(positions)).spooled(in: staging.directory)
        let notes = plan.notes
        let renderer = renderer, staging = staging, old = old
        let rules = notes.map(\.id)
        let ruleIndex = Dictionary(rules.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let cached = old?.entries(for: sources.map(\.path)) ?? .none
        let unchanged = unchangedByStat(sources, positions: positions, cached: cached)
        let (fingerprints, ids, names, repeated, rechecked) = name(sources, positions: positions, cached: cached, unchanged: unchanged)
        let times = BuildTimes.shared
        times.mark("names (\(unchanged.filter { $0 }.count) unchanged by stat, \(rechecked) hashed)")
        let worker = SessionWorker(sources: sources, names: names, cached: cached, unchanged: unchanged,
                                   fingerprints: fingerprints, selection: plan.selection,
                                   rules: rules, ruleIndex: ruleIndex, renderer: renderer, staging: staging, old: old,
                                   comparison: runs.frame.comparison, failOnNew: runs.failOnNew)
        let batches = WorkBatches(count: sources.count, isCheap: worker.isCheap)
        staging.reserve(paths: SiteParts.paths(sessions: sources.count))
        var parts = SiteParts(key: key, threshold: renderer.threshold, scratch: staging.directory, runs: runs)
        // The old pages of the inputs expected to be reused are linked on one thread from now
        // on (`EarlyLinks`), and checked on another as they are linked; any other reused
        // input's page follows on the linking thread once gathered.
        let early = EarlyLinks(candidates: old == nil ? [] : sources.indices.filter(worker.isCheap), count: sources.count,
                               checkedLater: true)
        // A linked old page edited after its link would land in the new site (same inode): the
        // commit checks every link's time after the new cache is written.
        if let old { staging.requireLinksUnmodified(since: old.cacheModified) }
        let queue = LinkQueue()
        let (linker, checker) = Self.startLinking(old: old, early: early, queue: queue, worker: worker,
                                                  cached: cached, staging: staging)
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
        if names.readBackShort || ids.readBackShort || sources.readBackShort { throw BuildError(SiteAssembly.scratchShort) }
        times.mark("sessions")
        // The workers' arenas keep the memory their sessions freed; handed back, the closing
        // threads' allocations do not add to it (glibc; nothing elsewhere).
        _ = adsight_release_free_memory()
        let assembly = closingAssembly()
        let record = MergeRecord(key: keyParts, inputs: MergeRecord.inputSet(plan.sources.lazy.map(\.path)), inputCount: plan.sources.count,
                                 shard: shard, inputErrors: plan.inputErrors, sessions: positions)
        let (assembled, pages, cache) = try assembly.finish(&parts, record: record)
        var run = plan.withProject(assembled)
        run.duplicateWarnings = repeated ? DuplicateIDs.warnings(ids: Array(ids), files: sources.map(\.path), names: Array(names)) : []
        var (linked, rendered) = try linker.wait()
        linked += try checker.wait()
        // An early link that failed (the old page was edited or is gone): the page is rendered.
        for i in reusedEarly where !early.wasLinked(i) {
            if try worker.placeOldPage(i, cached[i]!) { rendered += 1 }
        }
        // A page rendered after the cache was written: the cache is written again, last.
        if rendered > 0 {
            try staging.remove(BuildCache.fileName)
            try cache.write(to: staging)
        }
        times.mark("links (\(linked), \(rendered) rendered instead)")
        // The paths read back for the record and the links too: a short read named other inputs.
        if sources.readBackShort || plan.sources.readBackShort { throw BuildError(SiteAssembly.scratchShort) }
        if keepsMemoryUntilExit { ExitKeep.keep((parts, run, worker, names, ids, cached)) }
        return (run, pages)
    }

    /// The inputs' fingerprints, report ids and page names (in scratch files until the end,
    /// read one at a time), whether two have one slug, and how many inputs were hashed.
    private func name(_ sources: InputList, positions: InputPositions, cached: CachedEntries, unchanged: [Bool])
        -> (fingerprints: [Int: InputFingerprint], ids: SpooledStrings, names: SpooledStrings, repeated: Bool, rechecked: Int) {
        let (fingerprints, ids, rechecked) = Self.identify(sources, cached: cached, unchanged: unchanged)
        let folder = staging.directory
        // A shard's pages are named as in a build of every input (so that the shards' pages
        // merge under the same names): from every input's id.
        let whole = positions.count == plan.sources.count
        let every = whole ? ids : everyID(ids, positions: positions)
        // Every name its id's slug: no two ids the same (one id, one slug), nothing to warn of,
        // no id kept for `DuplicateIDs`, and no list of every name made before it is spooled.
        if PageNames.slugsAreDistinct(every) {
            let names = whole ? SpooledStrings(ids.lazy.map(PageNames.slug), in: folder)
                              : SpooledStrings(positions.lazy.map { PageNames.slug(every[$0]) }, in: folder)
            return (fingerprints, SpooledStrings([], in: folder), names, false, rechecked)
        }
        let all = Array(ids)
        let everyName = PageNames.sessionNames(ids: whole ? all : Array(every), file: { plan.sources[$0].path })
        let names = whole ? everyName : positions.map { everyName[$0] }
        let repeated = zip(all, names).contains { PageNames.slug($0) != $1 }
        return (fingerprints, SpooledStrings(repeated ? all : [], in: folder), SpooledStrings(names, in: folder), repeated, rechecked)
    }

    /// What writes the closing pages and files: a shard's dashboard and lists say it is one
    /// (its session pages are a whole build's, so that shards merge into one build's bytes).
    private func closingAssembly() -> SiteAssembly {
        var closing = renderer
        if shard != .whole { closing.part = (shard.index, shard.count) }
        var assembly = SiteAssembly(notes: plan.notes, noteErrors: plan.noteErrors, inputErrors: plan.inputErrors, failOn: plan.failOn,
                                    renderer: closing, staging: staging, key: key, old: old, runs: runs)
        assembly.minSessions = (plan.minSessions, plan.minSessionsSource)
        return assembly
    }

    /// Which inputs the cache knows and stat finds unchanged.
    private func unchangedByStat(_ sources: InputList, positions: InputPositions, cached: CachedEntries) -> [Bool] {
        // Every input known to the cache and stat'ed unchanged (`stats`, taken while the old site was opened).
        let stats = stats.map { all in positions.count == all.count ? all : positions.map { all[$0] } } ?? (old == nil ? [] : InputStats.of(sources))
        let unchanged: [Bool] = sources.indices.map { i in
            guard let old, let entry = cached[i], !sources[i].isInMemory, i < stats.count else { return false }
            return old.isUnchanged(entry, stat: stats[i])
        }
        BuildTimes.shared.mark("names: stat")
        return unchanged
    }

    /// The linking thread (early links, then the reused pages gathered in `queue`) and the
    /// thread checking the early links as they are made.
    private static func startLinking(old: OldSite?, early: EarlyLinks, queue: LinkQueue, worker: SessionWorker,
                                     cached: CachedEntries, staging: SiteStaging)
        -> (BackgroundWork<(linked: Int, rendered: Int)>, BackgroundWork<Int>) {
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
        return (linker, checker)
    }

    /// Each input's report id, with the fingerprints taken and how many inputs were hashed.
    private static func identify(_ sources: InputList, cached: CachedEntries, unchanged: [Bool])
        -> (fingerprints: [Int: InputFingerprint], ids: PackedStrings, rechecked: Int) {
        // Inputs the cache knows whose stat facts moved (touched, copied, checked out): hashed
        // now, on every core, so one with the same bytes keeps its cached id without a header probe.
        let recheck = sources.indices.filter { cached[$0] != nil && !unchanged[$0] }
        var fingerprints: [Int: InputFingerprint] = [:]
        OrderedParallelMap<InputFingerprint?>(count: recheck.count).run({ sources[recheck[$0]].fingerprint() }) { k, print in
            fingerprints[recheck[k]] = print
        }
        let same: [Bool] = sources.indices.map { i in
            unchanged[i] || (fingerprints[i] != nil && fingerprints[i]?.hash == cached[i]?.fingerprint.hash)
        }
        // Every other input's id comes from its header line, probed on every core, 256 at a
        // time; the ids are packed in input order as the batches come back.
        let probe = sources.indices.filter { !same[$0] }
        let probeBatches = stride(from: 0, to: probe.count, by: 256).map { $0..<min($0 + 256, probe.count) }
        var ids = PackedStrings()
        var next = 0
        func packCached(upTo end: Int) {
            while next < end { ids.append(cached[next]!.id); next += 1 }
        }
        OrderedParallelMap<[String]>(count: probeBatches.count).run({ b in probeBatches[b].map { sources[probe[$0]].reportID() } }) { b, batch in
            for (k, id) in zip(probeBatches[b], batch) {
                packCached(upTo: probe[k])
                ids.append(id); next += 1
            }
        }
        packCached(upTo: sources.count)
        BuildTimes.shared.mark("names: hash, probe")
        return (fingerprints, ids, recheck.count)
    }

    /// Every input's report id in input order: a shard's own (`ids`, at `positions` of the
    /// whole input set) and every other's probed from its header line, on every core.
    private func everyID(_ ids: PackedStrings, positions: InputPositions) -> PackedStrings {
        let all = plan.sources
        var member = [Bool](repeating: false, count: all.count)
        for p in positions { member[p] = true }
        let others = all.indices.filter { !member[$0] }
        let batches = stride(from: 0, to: others.count, by: 256).map { $0..<min($0 + 256, others.count) }
        var every = PackedStrings()
        var own = 0
        func packOwn(upTo end: Int) {
            while every.count < end { every.append(ids[own]); own += 1 }
        }
        OrderedParallelMap<[String]>(count: batches.count).run({ b in batches[b].map { all[others[$0]].reportID() } }) { b, batch in
            for (k, id) in zip(batches[b], batch) {
                packOwn(upTo: others[k])
                every.append(id)
            }
        }
        packOwn(upTo: all.count)
        return every
    }
}
