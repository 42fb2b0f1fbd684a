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

    // `.unconditional`: `--seed -3` is read as a value (and refused in words), not as an option.
    @Option(parsing: .unconditional,
            help: "The seed (default 2011, the seed of the bundled default and of scenario inputs); session i of a run is played from a seed derived from it (session 1 from the seed itself).",
            transform: SimulateCommand.seed)
    var seed: UInt64 = DefaultInputs.seed

    /// A seed is a non-negative integer that fits 64 bits.
    static func seed(_ text: String) throws -> UInt64 {
        guard let value = UInt64(text) else {
            throw ValidationError("a seed is a non-negative integer (0 to \(UInt64.max)), not `\(text)`")
        }
        return value
    }

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
