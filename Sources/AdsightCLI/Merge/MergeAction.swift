import AdsightRuns
import AdsightSite
import Foundation

/// `adsight merge DIR... --out DIR`: puts partial sites (`build --shard I/N`, or sites of
/// other input sets) together without decoding or judging a session again. Each part is
/// opened as untrusted input (`MergePart`), the parts are checked against each other and
/// this merge's notes, templates and options (`MergePlan`), then the merged site is written
/// as a build writes it: every session "reused" from its part (its page linked or copied,
/// its `summary.json` and `junit.xml` parts copied from the part's files, its summary
/// tallied and its dashboard row rendered as a rebuild's reused session's are) and the
/// closing files assembled by the build's own `SiteAssembly`. Refusals exit 2 with
/// nothing written; otherwise the exit status is `build`'s for the merged sessions.
public struct MergeAction: Sendable {
    public var parts: [String]
    public var out: String
    public var notesDirectory: String?
    public var templatesDirectory: String?
    public var failOn: FailOn
    public var sourceDateEpoch: String?
    public var currentDirectory: String
    public var homeDirectory: String
    /// What a project file (`--config`, `adsight.yml`) and `--min-sessions` add, as for
    /// `build`: its policy (which the parts must have been built with), the least number of
    /// sessions of the merged run, its warnings and the file (its rule ids are checked).
    /// Its inputs, notes, templates and fail-on are the fields above.
    public var project = PipelineOptions()
    /// `--baseline PATH`: the comparison of the merged sessions (give the parts' baseline).
    public var baseline: String?
    /// `--fail-on-new`: only new failures count toward exit status 1.
    public var failOnNew = false
    /// `--history-limit`: the runs kept when the merge carries on from the history at `out`.
    public var historyLimit = History.defaultLimit

    /// For tests: called with `--out` (absolute) and the staging folder after the pages are
    /// placed, before the closing files are written (a merge interrupted there leaves `--out` as it was).
    nonisolated(unsafe) static var afterPages: (@Sendable (String, String) throws -> Void)?

    public init(parts: [String], out: String, notesDirectory: String? = nil, templatesDirectory: String? = nil, failOn: FailOn = .error,
                sourceDateEpoch: String? = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"],
                currentDirectory: String = FileManager.default.currentDirectoryPath,
                homeDirectory: String = NSHomeDirectory()) {
        self.parts = parts; self.out = out; self.notesDirectory = notesDirectory; self.templatesDirectory = templatesDirectory
        self.failOn = failOn; self.sourceDateEpoch = sourceDateEpoch
        self.currentDirectory = currentDirectory; self.homeDirectory = homeDirectory
    }

    public func perform() -> ActionResult {
        func usage(_ message: String) -> ActionResult { ActionResult(stderr: "error: \(message)\n", exitCode: ExitStatus.usage) }
        guard !parts.isEmpty else { return usage("merge needs at least one part") }
        let templates: SiteTemplates, templateFiles: [String: [UInt8]]
        switch SiteTemplateFiles.files(overrides: templatesDirectory).flatMap({ files in SiteTemplateFiles.templates(files, directory: templatesDirectory).map { (files, $0) } }) {
        case .failure(let message): return usage("\(message)")
        case .success(let loaded): (templateFiles, templates) = loaded
        }
        var baselineRead: (Baseline, UInt64)?
        if let baseline {
            switch BaselineFile.loadDigested(baseline) {
            case .failure(let error): return usage("\(error)")
            case .success(let loaded): baselineRead = loaded
            }
        }
        let noteFiles = NoteSet.read(notesDirectory: notesDirectory)
        let loaded = NoteSet.load(noteFiles)
        if let errors = project.projectFile?.unknownRules(Set(loaded.notes.map(\.id))), !errors.isEmpty {
            return ActionResult(stderr: errors.map { "error: \($0)\n" }.joined(), exitCode: ExitStatus.usage)
        }
        let notes = Pipeline.withSeverities(loaded.notes, of: project.policy)
        let buildTime = sourceDateEpoch.flatMap(BuildTime.iso8601)
        let keyParts = BuildCacheKey.parts(notes: noteFiles, templates: templateFiles, failOn: failOn.rawValue, buildTime: buildTime,
                                           policy: project.policy, baseline: baselineRead?.1, failOnNew: failOnNew)
        var opened: [MergePart] = []
        for path in parts {
            switch MergePart.open(path) {
            case .failure(let refusal): return usage("\(refusal)")
            case .success(let part): opened.append(part)
            }
        }
        BuildTimes.shared.mark("parts opened")
        let plan: MergePlan
        switch MergePlan.make(opened, key: keyParts) {
        case .failure(let refusal): return usage("\(refusal)")
        case .success(let made): plan = made
        }
        BuildTimes.shared.mark("plan")
        var runs: RunSettings, historyWarnings: [String]
        // The history of the site at --out, for shards that each read their own (MergeHistory).
        let siteName = (out.hasSuffix("/") ? out : out + "/") + HistoryFile.fileName
        let siteHistory = HistoryFile.read(history: nil, site: SiteWriterPaths.absolute(out, cwd: currentDirectory), shown: out)
        switch MergeHistory.settings(opened, site: siteHistory, siteName: siteName, limit: historyLimit,
                                     frame: SummaryFrame(notes: loaded.notes, baseline: baselineRead?.0, failOn: failOn), buildTime: buildTime) {
        case .failure(let refusal): return usage("\(refusal)")
        case .success(let made): (runs, historyWarnings) = made
        }
        runs.failOnNew = failOnNew && baselineRead != nil
        let staging: SiteStaging
        do {
            staging = try SiteWriter.stage(out: out, inputs: parts, templates: templatesDirectory, notes: notesDirectory,
                                           currentDirectory: currentDirectory, homeDirectory: homeDirectory)
        } catch {
            return usage("\(error)")
        }
        let (siteNotes, exampleWarnings) = SiteNotes.make(notes)
        let renderer = SiteRenderer(templates: templates, notes: siteNotes, buildTime: buildTime,
                                    failOn: failOn.rawValue, docs: SiteDocs.make())
        var assembly = SiteAssembly(notes: notes, noteErrors: loaded.errors, inputErrors: plan.record.inputErrors,
                                    failOn: failOn, renderer: renderer, staging: staging, key: BuildCacheKey.make(keyParts), old: nil, runs: runs)
        assembly.minSessions = (project.minSessions, project.minSessionsSource)
        do {
            var (run, pages) = try write(plan, parts: opened, assembly: assembly)   // its min-sessions the assembly's
            run.projectWarnings = project.projectWarnings
            if !failOnNew { run.countedNewFailures = nil }
            try staging.commit()
            let stdout = BuildSummary.report(run) + "merged \(opened.count) parts into \(staging.displayPath)/ (\(pages) pages): open \(staging.displayPath)/index.html\n"
            let warnings = UnusedOptions.warnings(failOnNew: failOnNew, baseline: baseline) + BuildTime.warning(sourceDateEpoch)
                + BaselineFile.warnings(baselineRead?.0)
                + (exampleWarnings + plan.warnings + historyWarnings).map { $0 + "\n" }.joined()
            return ActionResult(stdout: stdout, stderr: warnings + CheckAction.problems(run), exitCode: run.exitStatus)
        } catch {
            staging.abort()
            return usage("\(error)")
        }
    }

    /// Places the pages and gathers every session's parts in order, then assembles the site.
    private func write(_ plan: MergePlan, parts: [MergePart], assembly: SiteAssembly) throws -> (PipelineRun, Int) {
        let staging = assembly.staging
        // The parts' entries are read from their caches where used, none held (`PartCache`).
        let (names, repeated) = try MergeNames.names(plan, parts: parts, in: staging.directory)
        BuildTimes.shared.mark("names")
        staging.reserve(paths: SiteParts.paths(sessions: plan.sessions.count))
        try MergePages.place(plan, parts: parts, names: names, into: staging)
        BuildTimes.shared.mark("pages")
        if let hook = Self.afterPages { try hook(staging.target, staging.directory) }
        let rules = assembly.notes.map(\.id)
        let ruleIndex = Dictionary(rules.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var gathered = SiteParts(key: assembly.key, threshold: assembly.renderer.threshold, scratch: staging.directory,
                                 runs: assembly.runs)
        for (i, (p, k)) in plan.sessions.enumerated() {
            let part = parts[p], entry = try part.entry(k)
            guard let summary = part.site.summary(entry, rules: rules) else {
                throw MergeRefusal(part: part.name, reason: .unsafeFile("the cached summary of \(String(reflecting: entry.id)) does not decode"))
            }
            var kept = entry, named = summary
            if entry.page != names[i] {
                // Renamed (another part's session took its name): the cache keeps the summary under its new name.
                named = summary.renamed(names[i])
                var w = ByteWriter()
                SummaryCodec.encode(named, rules: ruleIndex, into: &w)
                kept.summary = w.bytes[...]
            }
            try gathered.add(i, .reused(kept, named), source: entry.path, page: names[i], old: part.site, staging: staging)
            _ = gathered.takeLinks()
        }
        if names.readBackShort { throw BuildError(SiteAssembly.scratchShort) }
        BuildTimes.shared.mark("sessions")
        var (run, pages, _) = try assembly.finish(&gathered, record: plan.record)
        run.duplicateWarnings = try MergeNames.duplicateWarnings(plan, parts: parts, names: names, repeated: repeated)
        return (run, pages)
    }
}
