import ArgumentParser

/// The `adsight` command line. `main.swift` only calls `AdsightCommand.main()`.
public struct AdsightCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "adsight",
        abstract: "Replay iAd sessions, judge them against best-practice notes, and render a static site.",
        subcommands: []
    )
    public init() {}
}
