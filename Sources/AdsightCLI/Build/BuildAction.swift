import AdsightRuns
import AdsightSite
import Foundation

/// `adsight build`: streams the pipeline into the site. Every page is named first (from
/// the inputs' header lines), then each session is read, decoded, judged, rendered
/// (`SiteRenderer.sessionPage`, pure) and written into the staging folder before the next
/// is read; only its `SessionSummary` is kept. The dashboard, note pages, `summary.json`
/// and `junit.xml` are rendered from the summaries at the end, and the staged site is
/// committed (swapped in). A rebuild reuses the unchanged pages of the site it replaces
/// (`SiteBuild`, `OldSite`; the files are the same as a full build's). Memory does not grow with the sessions' events. Exit status as
/// `check` (cli.md); usage errors (a refused `--out`, a broken `--templates`, a failed
/// write) exit 2 and leave `--out` as it was.
public struct BuildAction: Sendable {
    public var options: PipelineOptions
    public var out: String
    public var templatesDirectory: String?
    /// `SOURCE_DATE_EPOCH`, when set: the only time a site ever shows.
    public var sourceDateEpoch: String?
    /// The working and home directories `--out` may not be (injected by tests).
    public var currentDirectory: String
    public var homeDirectory: String
    /// Whether the build's data is left for the process exit to release instead of freed
    /// as it returns (`ExitKeep`): for the command line, where the process ends right after.
    public var keepsMemoryUntilExit = false
    /// `--shard I/N`: judge and render only that part of the inputs (a partial site for `merge`).
    public var shard = Shard.whole
    /// Across runs: the history, this run's label and link (the baseline is `options.baseline`).
    public var runs = RunOptions()

    public init(options: PipelineOptions, out: String, templatesDirectory: String? = nil,
                sourceDateEpoch: String? = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"],
                currentDirectory: String = FileManager.default.currentDirectoryPath,
                homeDirectory: String = NSHomeDirectory()) {
        self.options = options; self.out = out; self.templatesDirectory = templatesDirectory
        self.sourceDateEpoch = sourceDateEpoch
        self.currentDirectory = currentDirectory; self.homeDirectory = homeDirectory
    }

    public func perform() -> ActionResult {
        let times = BuildTimes.shared
        times.mark("start")
        // The baseline first: a bad one refuses the build before anything is written.
        var baseline: (Baseline, UInt64)?
        if let path = options.baseline {
            switch BaselineFile.loadDigested(path) {
            case .failure(let error): return ActionResult(stderr: "error: \(error)\n", exitCode: ExitStatus.usage)
            case .success(let loaded): baseline = loaded
            }
        }
        // The notes and inputs are found and read on their own thread while the templates load
        // and `--out` is checked and staged (neither needs the other).
        let options = options
        // The binary's hash (part of the cache key: ~18 MB read) is taken meanwhile too.
        let binary = BackgroundWork { BuildCacheKey.executableHash }
        defer { _ = try? binary.wait() }
        // The inputs' stat facts follow on that thread: a rebuild's check of what changed. Not
        // taken (48 bytes an input, held to the end) when `--out` has no cache to check against.
        // (`--out` taken from `currentDirectory`, as staging takes it, not the process's.)
        let cacheFile = SiteWriterPaths.absolute(out, cwd: currentDirectory) + "/" + BuildCache.fileName
        let planning = BackgroundWork { () -> (PipelinePlan, [InputStat?]?) in
            let plan = Pipeline.plan(options)
            return (plan, FileManager.default.fileExists(atPath: cacheFile) ? InputStats.of(plan.sources) : nil)
        }
        defer { _ = try? planning.wait() }
        let templates: SiteTemplates
        let templateFiles: [String: [UInt8]]
        switch SiteTemplateFiles.files(overrides: templatesDirectory).flatMap({ files in
            SiteTemplateFiles.templates(files, directory: templatesDirectory).map { (files, $0) }
        }) {
        case .failure(let message): return ActionResult(stderr: "error: \(message)\n", exitCode: ExitStatus.usage)
        case .success(let loaded): (templateFiles, templates) = loaded
        }
        let staging: SiteStaging
        do {
            staging = try SiteWriter.stage(out: out, inputs: options.inputs, templates: templatesDirectory,
                                           notes: options.notesDirectory, currentDirectory: currentDirectory,
                                           homeDirectory: homeDirectory)
        } catch {
            return ActionResult(stderr: "error: \(error)\n", exitCode: ExitStatus.usage)
        }
        times.mark("templates, stage")
        return build(staging: staging, templates: templates, templateFiles: templateFiles, baseline: baseline,
                     planning: planning, binary: binary)
    }

    /// The build once `--out` is staged: waits for the plan, makes the renderer and the
    /// cache key, and writes and commits the site (the staging is aborted on any refusal).
    private func build(staging: SiteStaging, templates: SiteTemplates, templateFiles: [String: [UInt8]],
                       baseline: (Baseline, UInt64)?, planning: BackgroundWork<(PipelinePlan, [InputStat?]?)>,
                       binary: BackgroundWork<UInt64>) -> ActionResult {
        let times = BuildTimes.shared
        // The old site's cache is read while the inputs are planned; its key is compared
        // once known (a cache larger than the early limit is read again below).
        let target = staging.target
        let early = BackgroundWork { OldSite.open(target, key: nil, inputs: 0) }
        guard case (var plan, let stats)? = try? planning.take() else {
            _ = try? early.wait()
            staging.abort()
            return ActionResult(stderr: "error: the inputs could not be planned\n", exitCode: ExitStatus.usage)
        }
        if let refused = CheckAction.refusal(plan) {
            _ = try? early.wait()
            staging.abort()
            return ActionResult(stderr: refused, exitCode: ExitStatus.usage)
        }
        // The inputs' paths wait in a scratch file for the rest of the build, not in memory.
        plan.sources = plan.sources.spooled(in: staging.directory)
        times.mark("plan (notes, inputs)")
        let buildTime = sourceDateEpoch.flatMap(BuildTime.iso8601)
        let (siteNotes, exampleWarnings) = SiteNotes.make(plan.notes)
        let renderer = SiteRenderer(templates: templates, notes: siteNotes,
                                    buildTime: buildTime, failOn: options.failOn.rawValue,
                                    docs: SiteDocs.make())
        let keyParts = BuildCacheKey.parts(notes: plan.noteFiles, templates: templateFiles,
                                           failOn: options.failOn.rawValue, buildTime: buildTime, policy: plan.policy,
                                           baseline: baseline?.1, failOnNew: options.failOnNew)
        var (runSettings, runWarnings) = RunSetup.settings(notes: plan.notes, baseline: baseline?.0, threshold: options.failOn,
                                                           history: runs, site: staging.target, out: out, buildTime: buildTime)
        runSettings.failOnNew = options.failOnNew && baseline != nil
        if shard.count > 1 { runSettings.shard = shard.description }
        let key = BuildCacheKey.make(keyParts)
        _ = try? binary.wait()
        times.mark("renderer, key")
        do {
            let read = try? early.wait()
            let old = read.map { $0.cache.key == key ? $0 : nil } ?? OldSite.open(staging.target, key: key, inputs: plan.sources.count)
            times.mark("old site")
            var build = SiteBuild(plan: plan, renderer: renderer, staging: staging, key: key, old: old, keyParts: keyParts)
            build.stats = stats
            build.shard = shard
            build.runs = runSettings
            build.keepsMemoryUntilExit = keepsMemoryUntilExit
            if keepsMemoryUntilExit { ExitKeep.keep((build, plan, renderer)) }
            var (run, pages) = try build.write()
            if !options.failOnNew { run.countedNewFailures = nil }
            times.mark("(write total)")
            try staging.commit()
            times.mark("commit")
            let stdout = BuildSummary.text(run, bundled: options.inputs.isEmpty, site: staging.displayPath, pages: pages)
            let warnings = UnusedOptions.warnings(failOnNew: options.failOnNew, baseline: options.baseline)
                + BuildTime.warning(sourceDateEpoch) + (exampleWarnings + runWarnings).map { $0 + "\n" }.joined()
            return ActionResult(stdout: stdout, stderr: warnings + CheckAction.problems(run), exitCode: run.exitStatus)
        } catch {
            staging.abort()
            return ActionResult(stderr: "error: \(error)\n", exitCode: ExitStatus.usage)
        }
    }
}
