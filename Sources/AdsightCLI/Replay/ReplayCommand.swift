import ArgumentParser

/// `adsight replay`: Replay one session and print, for each group of equal-t events, the lines and the state that changed.
public struct ReplayCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "replay", abstract: "Replay one session and print, for each group of equal-t events, the lines and the state that changed.")
    public init() {}
    public func run() throws {
        throw ValidationError("adsight replay is not implemented yet")
    }
}
