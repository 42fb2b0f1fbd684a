import ArgumentParser

/// `adsight check`: Judge every session against every note and print the result; writes nothing.
public struct CheckCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "check", abstract: "Judge every session against every note and print the result; writes nothing.")
    public init() {}
    public func run() throws {
        throw ValidationError("adsight check is not implemented yet")
    }
}
