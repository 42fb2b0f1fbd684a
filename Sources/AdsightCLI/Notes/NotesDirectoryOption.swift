import ArgumentParser

/// `--notes DIR`, shared by `check` and the `notes` subcommands (and `build`, if it likes).
public struct NotesDirectoryOption: ParsableArguments {
    @Option(name: .customLong("notes"), help: ArgumentHelp("A folder of notes (*.md) adding to or replacing the built-in ones by id.", valueName: "DIR"))
    public var directory: String?

    public init() {}
}
