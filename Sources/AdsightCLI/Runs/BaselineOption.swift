import ArgumentParser

/// `--baseline PATH` and `--fail-on-new`, shared by `check` and `build` (`cli.md`, "Across runs").
public struct BaselineOption: ParsableArguments {
    @Option(name: .customLong("baseline"), help: ArgumentHelp("An earlier run's summary.json, or a site folder holding one, to compare with.", valueName: "PATH"))
    public var path: String?

    @Flag(name: .customLong("fail-on-new"), help: "Only failures that are new since --baseline count toward exit status 1.")
    public var failOnNew = false

    public init() {}
}
