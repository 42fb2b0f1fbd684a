import ArgumentParser

/// `adsight replay SESSION [--format text|json]`: why the model sees what it sees.
public struct ReplayCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay one session and print, for each group of equal-t events, the lines and the state that changed."
    )

    @Argument(help: "The session file (.jsonl).")
    public var session: String

    @Option(help: "text (one line per event, change and finding) or json.")
    public var format: ReplayFormat = .text

    public init() {}

    public func run() throws {
        try ReplayAction(path: session, format: format).perform().emit()
    }
}
