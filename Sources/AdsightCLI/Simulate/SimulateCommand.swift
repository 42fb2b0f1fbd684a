import ArgumentParser

/// `adsight simulate SCENARIO [--seed N] [--count N] [--out DIR]`: writes simulated
/// `adsession/1` files of a scenario (a YAML file, or the name of a bundled scenario).
public struct SimulateCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Write simulated adsession/1 files from a scenario.",
        discussion: "SCENARIO is a scenario file (YAML) or the name of a bundled scenario (\(SimulateAction.bundledNames.joined(separator: ", "))). The same scenario and seed always give byte-identical files."
    )

    @Argument(help: "A scenario file (.yaml) or a bundled scenario's name.")
    var scenario: String

    @Option(help: "The seed; session i of a run is played from a seed derived from it (session 1 from the seed itself).")
    var seed: UInt64 = 1

    @Option(help: "How many sessions to write.")
    var count: Int = 1

    @Option(help: "The folder to write the sessions to (created if missing).")
    var out: String = "simulated"

    public init() {}

    public func validate() throws {
        guard (1...10_000).contains(count) else { throw ValidationError("--count must be from 1 to 10000") }
    }

    public func run() throws {
        try SimulateAction(scenario: scenario, seed: seed, count: count, out: out).perform().emit()
    }
}
