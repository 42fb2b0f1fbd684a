import AdsightRuns
import ArgumentParser

/// `adsight merge DIR... --out DIR [--fail-on ...] [--notes DIR] [--templates DIR] [--min-sessions N] [--config FILE]
/// [--baseline PATH] [--fail-on-new]`: puts
/// partial sites (`build --shard I/N`) or sites of other inputs together into one site.
public struct MergeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Put sites built by adsight (shards of one build, or sites of other inputs) together into one site.",
        discussion: """
        Each DIR is a site adsight built (build --shard I/N writes one shard). No session is \
        read or judged again: pages are hard-linked (copied across file systems) and the \
        dashboard, note pages, summary.json and junit.xml put together from the parts. Give \
        merge the --notes, --templates, --fail-on and --baseline the parts were built with, or the project file \
        (--config FILE, else adsight.yml in the working directory) they were built with: its notes, \
        templates, fail-on, min-sessions, rules and suppressions (not its inputs); flags win over it. \
        history.jsonl holds the parts' earlier runs and one line for the merged run, labelled \
        as the parts are (give shards one --run-label). Parts of another \
        adsight, other notes, templates or options, and a shard missing or given twice are \
        refused (exit 2, nothing written); otherwise the exit status is build's for the merged sessions.
        """
    )

    @Argument(help: "The sites to merge.")
    public var parts: [String] = []

    @Option(name: .customLong("out"), help: "The folder to write the merged site to.")
    public var out: String = "site"

    @Option(name: .customLong("fail-on"), help: "Lowest severity whose failure exits 1: error (the default), warning or never.")
    public var failOn: FailOn?

    @Option(name: .customLong("notes"), help: "The --notes folder the parts were built with.")
    public var notesDirectory: String?

    @Option(name: .customLong("templates"), help: "The --templates folder the parts were built with.")
    public var templatesDirectory: String?

    @OptionGroup public var minSessions: MinSessionsOption

    @Option(name: .customLong("history-limit"), help: ArgumentHelp(
        "How many runs history.jsonl keeps, this one included, when the merge carries on from the history at --out (give the shards' --history-limit).",
        valueName: "N"))
    public var historyLimit: Int = History.defaultLimit

    @OptionGroup public var baseline: BaselineOption

    @OptionGroup public var project: ProjectFileOption

    public init() {}

    public mutating func validate() throws {
        guard historyLimit >= 1 else { throw ValidationError("--history-limit must be at least 1") }
    }

    /// The action these arguments describe, without a project file.
    public var action: MergeAction { action(project: nil) }

    /// The action these arguments describe with `project`'s settings (flags win; its
    /// inputs are not merge's: the parts are).
    public func action(project: ProjectFile?, today: String = ProjectFileOption.today()) -> MergeAction {
        let file = project ?? ProjectFile(path: "")
        let options = file.options(inputs: [], notesDirectory: notesDirectory, failOn: failOn, minSessions: minSessions.value, today: today)
        var action = MergeAction(parts: parts, out: out, notesDirectory: options.notesDirectory,
                                 templatesDirectory: templatesDirectory ?? file.templates, failOn: options.failOn)
        action.project = options
        action.baseline = baseline.path; action.failOnNew = baseline.failOnNew
        action.historyLimit = historyLimit
        return action
    }

    public func run() throws {
        switch project.load() {
        case .failure(let error): try ActionResult(stderr: "error: \(error)\n", exitCode: ExitStatus.usage).emit()
        case .success(let file): try action(project: file).perform().emit()
        }
    }
}
