import ArgumentParser

/// `adsight merge DIR... --out DIR [--fail-on ...] [--notes DIR] [--templates DIR]`: puts
/// partial sites (`build --shard I/N`) or sites of other inputs together into one site.
public struct MergeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Put sites built by adsight (shards of one build, or sites of other inputs) together into one site.",
        discussion: """
        Each DIR is a site adsight built (build --shard I/N writes one shard). No session is \
        read or judged again: pages are hard-linked (copied across file systems) and the \
        dashboard, note pages, summary.json and junit.xml put together from the parts. Give \
        merge the --notes, --templates, --fail-on and --baseline the parts were built with; \
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

    @Option(name: .customLong("fail-on"), help: "Lowest severity whose failure exits 1: error, warning or never.")
    public var failOn: FailOn = .error

    @Option(name: .customLong("notes"), help: "The --notes folder the parts were built with.")
    public var notesDirectory: String?

    @Option(name: .customLong("templates"), help: "The --templates folder the parts were built with.")
    public var templatesDirectory: String?

    @OptionGroup public var baseline: BaselineOption

    public init() {}

    /// The action these arguments describe.
    public var action: MergeAction {
        var action = MergeAction(parts: parts, out: out, notesDirectory: notesDirectory, templatesDirectory: templatesDirectory, failOn: failOn)
        action.baseline = baseline.path; action.failOnNew = baseline.failOnNew
        return action
    }

    public func run() throws { try action.perform().emit() }
}
