import AdsightSite
import Foundation

/// `adsight build`: streams the pipeline into the site. Every page is named first (from
/// the inputs' header lines), then each session is read, decoded, judged, rendered
/// (`SiteRenderer.sessionPage`, pure) and written into the staging folder before the next
/// is read; only its `SessionSummary` is kept. The dashboard, note pages, `summary.json`
/// and `junit.xml` are rendered from the summaries at the end, and the staged site is
/// committed (swapped in). Memory does not grow with the sessions' events. Exit status as
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

    public init(options: PipelineOptions, out: String, templatesDirectory: String? = nil,
                sourceDateEpoch: String? = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"],
                currentDirectory: String = FileManager.default.currentDirectoryPath,
                homeDirectory: String = NSHomeDirectory()) {
        self.options = options; self.out = out; self.templatesDirectory = templatesDirectory
        self.sourceDateEpoch = sourceDateEpoch
        self.currentDirectory = currentDirectory; self.homeDirectory = homeDirectory
    }

    public func perform() -> ActionResult {
        let templates: SiteTemplates
        switch SiteTemplateFiles.load(overrides: templatesDirectory) {
        case .failure(let message): return ActionResult(stderr: "error: \(message)\n", exitCode: ExitStatus.usage)
        case .success(let t): templates = t
        }
        let staging: SiteStaging
        do {
            staging = try SiteWriter.stage(out: out, inputs: options.inputs, templates: templatesDirectory,
                                           notes: options.notesDirectory, currentDirectory: currentDirectory,
                                           homeDirectory: homeDirectory)
        } catch {
            return ActionResult(stderr: "error: \(error)\n", exitCode: ExitStatus.usage)
        }
        let plan = Pipeline.plan(options)
        let renderer = SiteRenderer(templates: templates, notes: plan.notes.map(SiteNotes.make),
                                    buildTime: sourceDateEpoch.flatMap(BuildTime.iso8601), failOn: options.failOn.rawValue,
                                    docs: SiteDocs.make())
        do {
            let (run, pages) = try Self.write(plan, renderer: renderer, into: staging)
            try staging.commit()
            let stdout = "wrote \(staging.displayPath)/ (\(pages) pages): open \(staging.displayPath)/index.html\n"
            return ActionResult(stdout: stdout, stderr: CheckAction.problems(run), exitCode: run.exitStatus)
        } catch {
            staging.abort()
            return ActionResult(stderr: "error: \(error)\n", exitCode: ExitStatus.usage)
        }
    }

    /// Renders and writes every file of the site; returns the run and the number of pages.
    /// Per session: its page is written, its `summary.json` entry and `junit.xml` suite go
    /// to scratch files, and its `SessionSummary` is kept for the closing pages.
    static func write(_ plan: PipelinePlan, renderer: SiteRenderer, into staging: SiteStaging) throws -> (PipelineRun, Int) {
        let names = PageNames.sessionNames(ids: plan.reportIDs(), files: plan.sources.map(\.path))
        var summaries: [SessionSummary] = []
        summaries.reserveCapacity(names.count)
        let json = Spool(), junit = Spool()
        // Pages are rendered on the workers with their session; files are written here, in input order.
        let run = try plan.forEachSession(keepingReports: false, prepare: { i, judged in
            (renderer.sessionPage(SiteSession(report: judged.report, session: judged.session), page: names[i]),
             Array(SummaryJSONParts.entry(judged.report).utf8))
        }) { _, prepared in
            let (page, entry) = prepared
            try staging.write(page.path, page.bytes)
            if !summaries.isEmpty { json.append(Array(SummaryJSONParts.separator.utf8)) }
            json.append(entry)
            junit.append(page.junitSuite)
            summaries.append(page.summary)
        }
        var pages = summaries.count
        try renderer.forEachClosingFile(summaries) { path, bytes in
            try staging.write(path, bytes)
            if path.hasSuffix(".html") { pages += 1 }
        }
        try staging.write("summary.json", SummaryJSONParts.document(entries: json, count: summaries.count))
        let (head, tail) = SiteRenderer.junitFrame(summaries)
        try staging.write("junit.xml", junit.readAll(prefix: head, suffix: tail))
        return (run.with(reports: summaries.map(\.report)), pages)
    }
}
