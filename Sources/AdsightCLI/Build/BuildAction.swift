import AdsightSite
import Foundation

/// `adsight build`: runs the pipeline, renders the site (pure, `AdsightSite`) and writes it
/// with `SiteWriter`. Exit status as `check` (cli.md); usage errors (a refused `--out`, a
/// broken `--templates`) exit 2 without writing.
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
        let writer = SiteWriter(out: out, currentDirectory: currentDirectory, homeDirectory: homeDirectory)
        if let refusal = writer.refusal { return ActionResult(stderr: "error: \(refusal)\n", exitCode: ExitStatus.usage) }
        let templates: SiteTemplates
        switch SiteTemplateFiles.load(overrides: templatesDirectory) {
        case .failure(let message): return ActionResult(stderr: "error: \(message)\n", exitCode: ExitStatus.usage)
        case .success(let t): templates = t
        }
        let run = Pipeline.run(options)
        let input = SiteInput(
            sessions: run.sessions.map { SiteSession(report: $0.report, session: $0.session) },
            notes: run.notes.map(SiteNotes.make),
            summaryJSON: Array(CheckJSON.document(run.reports).utf8),
            buildTime: sourceDateEpoch.flatMap(BuildTime.iso8601),
            failOn: options.failOn.rawValue
        )
        let files = SiteBuilder(templates: templates).build(input)
        var stderr = CheckAction.problems(run)
        if let failure = writer.write(files) {
            stderr += "error: \(failure)\n"
            return ActionResult(stderr: stderr, exitCode: ExitStatus.usage)
        }
        let pages = files.keys.filter { $0.hasSuffix(".html") }.count
        let stdout = "wrote \(writer.displayPath)/ (\(pages) pages): open \(writer.displayPath)/index.html\n"
        return ActionResult(stdout: stdout, stderr: stderr, exitCode: run.exitStatus)
    }
}
