import AdsightRuns
import ArgumentParser

/// `build`'s history options (`cli.md`, "Across runs").
public struct HistoryOptions: ParsableArguments, Sendable {
    @Option(name: .customLong("history"), help: ArgumentHelp("An earlier site's history.jsonl to add this run to (default: the one at --out).", valueName: "FILE"))
    public var file: String?

    @Option(name: .customLong("history-limit"), help: ArgumentHelp("How many runs history.jsonl keeps, this one included.", valueName: "N"))
    public var limit: Int = History.defaultLimit

    @Option(name: .customLong("run-label"), help: ArgumentHelp("This run's label in the history (default: the UTC time of SOURCE_DATE_EPOCH, else run N).", valueName: "TEXT"))
    public var label: String?

    @Option(name: .customLong("run-url"), help: ArgumentHelp("This run's page (an http: or https: URL), linked from the trend.", valueName: "URL"))
    public var url: String?

    public init() {}

    public mutating func validate() throws {
        guard limit >= 1 else { throw ValidationError("--history-limit must be at least 1") }
    }
}
