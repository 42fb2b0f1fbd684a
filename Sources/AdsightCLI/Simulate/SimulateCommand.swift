import ArgumentParser

/// `adsight simulate`: Write simulated adsession/1 files from a scenario.
public struct SimulateCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "simulate", abstract: "Write simulated adsession/1 files from a scenario.")
    public init() {}
    public func run() throws {
        throw ValidationError("adsight simulate is not implemented yet")
    }
}
