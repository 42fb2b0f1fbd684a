import ArgumentParser

/// `--min-sessions N`, shared by `check`, `build` and `merge`: the least number of sessions
/// the run must hold (fewer: exit 2); wins over the project file's `min-sessions`.
public struct MinSessionsOption: ParsableArguments, Sendable {
    @Option(name: .customLong("min-sessions"), help: ArgumentHelp("The least number of sessions the run must hold (fewer: exit 2); wins over the project file's min-sessions.", valueName: "N"))
    public var value: Int?

    public init() {}

    public func validate() throws {
        if let n = value, n < 0 { throw ValidationError("--min-sessions must be 0 or more") }
    }
}
