import AdsightNotes
import AdsightRules
import AdsightRuns
import AdsightSite

/// What a worker does with one input of a `SiteBuild` (pure but for reading the input and
/// linking an old page into the staging folder): reuse the old page when the input's
/// bytes are unchanged (same stat facts, else same content hash), its page keeps its name
/// and the old page is intact; otherwise read, decode, judge and render it.
struct SessionWorker: Sendable {
    let sources: InputList
    let names: SpooledStrings
    let cached: CachedEntries
    /// Inputs whose stat facts show them unchanged since the old cache.
    let unchanged: [Bool]
    /// The fingerprints taken of inputs the cache knows whose stat facts moved (nil otherwise).
    let fingerprints: [Int: InputFingerprint]
    /// The notes evaluated and the project file's policy (`PipelinePlan.selection`).
    let selection: RuleSelection
    let rules: [String]
    let ruleIndex: [String: Int]
    let renderer: SiteRenderer
    let staging: SiteStaging
    let old: OldSite?
    /// The comparison with the baseline, for each `summary.json` entry's marks (nil without one).
    var comparison: RunComparison? = nil
    /// `--fail-on-new`: each session's `junit.xml` suite fails its new failures only.
    var failOnNew = false

    /// Whether input `i` is likely reused without reading it (for grouping the work).
    func isCheap(_ i: Int) -> Bool {
        guard let entry = cached[i], entry.page == names[i] else { return false }
        return unchanged[i] || fingerprints[i]?.hash == entry.fingerprint.hash
    }

    /// Input `i`'s work: reused (its old page is linked later, `SiteBuild`) when its bytes
    /// are unchanged, its page keeps its name and its cached summary decodes; else rendered.
    func work(_ i: Int) -> SessionWork {
        if let old, let entry = cached[i], entry.page == names[i] {
            let now = unchanged[i] ? entry.fingerprint : fingerprints[i] ?? sources[i].fingerprint()
            if let now, now.hash == entry.fingerprint.hash, let summary = old.summary(entry, rules: rules) {
                var reused = entry
                reused.fingerprint = now
                return .reused(reused, summary)
            }
        }
        let (page, json, summary, fingerprint) = render(i)
        return .rendered(page, json: json, summary: summary, fingerprint: fingerprint)
    }

    /// Reads, decodes, judges and renders input `i`: its page, `summary.json` entry,
    /// encoded summary and the fingerprint of the bytes read.
    func render(_ i: Int) -> (RenderedSession, [UInt8], [UInt8], InputFingerprint?) {
        let (input, fingerprint) = sources[i].decodeFingerprinted()
        // The page's timeline is read off the rules' replay: one replay per session.
        var scan = input.outcome.session.map { SessionScanBuilder(header: $0.header) }
        let judged = Pipeline.judge(input, selection: selection) { scan?.observe($0) }
        var site = SiteSession(report: judged.report, session: judged.session, scan: scan?.finish())
        let report = judged.report
        let marks = comparison?.marks(id: report.id, valid: report.valid, results: report.results)
        if let marks {
            site.newSinceBaseline = marks.isNew
            if failOnNew { site.junitMarks = marks }
            for (result, mark) in zip(report.results, marks.results) where mark.change != .same && mark.change != .stillFailing {
                site.baselineChanges[result.rule] = mark.change.rawValue
            }
        }
        let page = renderer.sessionPage(site, page: names[i])
        var w = ByteWriter()
        SummaryCodec.encode(page.summary, rules: ruleIndex, into: &w)
        return (page, SummaryJSONParts.entry(report, marks: marks), w.bytes, fingerprint)
    }

    /// Links input `i`'s old page into the staging folder, or, when the old page is not
    /// intact, writes it rendered afresh (then returns true). Throws when the input changed since it was
    /// fingerprinted (its summary and parts would not match the page).
    @discardableResult
    func placeOldPage(_ i: Int, _ entry: BuildCacheEntry) throws -> Bool {
        if let old, old.linkPage(entry, into: staging) { return false }
        let (page, _, _, fingerprint) = render(i)
        guard fingerprint?.hash == entry.fingerprint.hash else {
            throw BuildError("\(sources[i].path) changed while the site was being built; run adsight build again")
        }
        try staging.write(page.path, page.bytes)
        return true
    }

    /// `placeOldPage` for a run of inputs, their old pages linked under one hold of the
    /// staging folder's lock (any that cannot be linked is rendered, as there). Returns how
    /// many were rendered.
    func placeOldPages(_ run: [(Int, BuildCacheEntry)]) throws -> Int {
        let linked = old?.linkPages(run.map(\.1), into: staging) ?? Array(repeating: false, count: run.count)
        var rendered = 0
        for ((i, entry), done) in zip(run, linked) where !done {
            if try placeOldPage(i, entry) { rendered += 1 }
        }
        return rendered
    }
}
