import ArgumentParser

/// `adsight build [INPUT...] [--out DIR] [--fail-on error|warning|never] [--baseline PATH] [--fail-on-new]
/// [--history FILE] [--history-limit N] [--run-label TEXT] [--run-url URL] [--notes DIR] [--templates DIR] [--min-sessions N] [--config FILE]`:
/// writes the static site (dashboard, session pages, note pages, summary.json, junit.xml, history.jsonl).
public struct BuildCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Write the static site (dashboard, session pages, note pages, summary.json, junit.xml, history.jsonl).",
        discussion: """
        INPUT is any mix of session files (*.jsonl), directories (searched recursively for \
        *.jsonl) and scenario files (*.yaml, simulated with the default seed). \
        With none, the bundled default is used (the example recordings and one session of \
        each default scenario). The site is written to a new folder \
        beside --out and swapped in; an existing --out is replaced only when adsight wrote it. \
        Exit status as for check: the site is written in every case but a usage error.
        """
    )

    @Argument(help: "Session files (*.jsonl), directories and scenario files (*.yaml).")
    public var inputs: [String] = []

    @Option(name: .customLong("out"), help: "The folder to write the site to.")
    public var out: String = "site"

    @Option(name: .customLong("fail-on"), help: "Lowest severity whose failure exits 1: error (the default), warning or never.")
    public var failOn: FailOn?

    @OptionGroup public var minSessions: MinSessionsOption

    @Flag(name: .customLong("allow-empty"), help: "Inputs holding no session are not an error (exit 0 with 0 sessions).")
    public var allowEmpty = false

    @Option(name: .customLong("notes"), help: "A folder of notes (*.md) adding to or replacing the built-in ones by id.")
    public var notesDirectory: String?

    @Option(name: .customLong("templates"), help: "A folder whose files replace the built-in site templates file by file (index.mustache, style.css, ...).")
    public var templatesDirectory: String?

    @Option(name: .customLong("shard"), help: "Judge and render only the I-th of N parts of the inputs (I/N), writing a partial site for adsight merge.")
    public var shard: Shard = .whole

    @OptionGroup public var baseline: BaselineOption

    @OptionGroup public var history: HistoryOptions

    @OptionGroup public var project: ProjectFileOption

    public init() {}

    /// The action these arguments describe, without a project file.
    public var action: BuildAction { action(project: nil) }

    /// The action these arguments describe with `project`'s settings (flags win).
    public func action(project: ProjectFile?, today: String = ProjectFileOption.today()) -> BuildAction {
        let file = project ?? ProjectFile(path: "")
        var options = file.options(inputs: inputs, notesDirectory: notesDirectory, failOn: failOn, minSessions: minSessions.value, today: today)
        options.allowEmpty = allowEmpty
        options.baseline = baseline.path; options.failOnNew = baseline.failOnNew
        var action = BuildAction(
            options: options, out: out, templatesDirectory: templatesDirectory ?? file.templates
        )
        action.shard = shard
        action.runs = RunOptions(historyFile: history.file, historyLimit: history.limit, label: history.label, url: history.url)
        return action
    }

    public func run() throws {
        let file: ProjectFile?
        switch project.load() {
        case .failure(let error): return try ActionResult(stderr: "error: \(error)\n", exitCode: ExitStatus.usage).emit()
        case .success(let loaded): file = loaded
        }
        var action = action(project: file)
        action.keepsMemoryUntilExit = true
        try action.perform().emit()
    }
}
