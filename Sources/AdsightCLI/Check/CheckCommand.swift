import ArgumentParser

/// `adsight check [INPUT...] [--format text|json|github|markdown] [--fail-on error|warning|never] [--baseline PATH]
/// [--fail-on-new] [--site-url URL] [--notes DIR] [--min-sessions N] [--config FILE]`:
/// judges every session against every note and prints the result; writes nothing.
public struct CheckCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Judge every session against every note and print the result; writes nothing.",
        discussion: """
        INPUT is any mix of session files (*.jsonl), directories (searched recursively for \
        *.jsonl) and scenario files (*.yaml, simulated with the default seed). \
        With none, the bundled default is checked (the example recordings and one session of \
        each default scenario). Exit status: 0 all valid and no \
        rule failed at or above --fail-on; 1 some rule did; 2 a usage error, an unreadable \
        input, an invalid session or a broken note (2 wins over 1).
        """
    )

    @Argument(help: "Session files (*.jsonl), directories and scenario files (*.yaml).")
    public var inputs: [String] = []

    @Option(help: "Output format: text (for people and CI logs), json, github (workflow commands) or markdown (a job summary).")
    public var format: CheckFormat = .text

    @OptionGroup public var baseline: BaselineOption

    @Option(name: .customLong("site-url"), help: ArgumentHelp("Where the site is published: the Markdown summary links its pages.", valueName: "URL"))
    public var siteURL: String?

    @Option(name: .customLong("fail-on"), help: "Lowest severity whose failure exits 1: error (the default), warning or never.")
    public var failOn: FailOn?

    @OptionGroup public var minSessions: MinSessionsOption

    @Flag(name: .customLong("allow-empty"), help: "Inputs holding no session are not an error (exit 0 with 0 sessions).")
    public var allowEmpty = false

    @OptionGroup public var notes: NotesDirectoryOption

    @OptionGroup public var project: ProjectFileOption

    public init() {}

    /// The action these arguments describe, without a project file.
    public var action: CheckAction { action(project: nil) }

    /// The action these arguments describe with `project`'s settings (flags win).
    public func action(project: ProjectFile?, today: String = ProjectFileOption.today()) -> CheckAction {
        var options = (project ?? ProjectFile(path: "")).options(inputs: inputs, notesDirectory: notes.directory, failOn: failOn,
                                                                       minSessions: minSessions.value, today: today)
        options.allowEmpty = allowEmpty
        options.baseline = baseline.path; options.failOnNew = baseline.failOnNew
        return CheckAction(options: options, format: format, siteURL: siteURL)
    }

    /// Streams the report to standard output as sessions are judged (the same bytes as
    /// `action.perform().stdout`, without holding the whole document), then standard error.
    public func run() throws {
        let file: ProjectFile?
        switch project.load() {
        case .failure(let error): return try ActionResult(stderr: "error: \(error)\n", exitCode: ExitStatus.usage).emit()
        case .success(let loaded): file = loaded
        }
        var out = CheckOutput(fd: 1)
        let (stderr, exitCode) = action(project: file).perform(writingTo: &out)
        try ActionResult(stderr: stderr, exitCode: exitCode).emit()
    }
}
