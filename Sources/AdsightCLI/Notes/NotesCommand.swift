import ArgumentParser

/// `adsight notes`: work with notes (`notes test`, `notes list`).
public struct NotesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "notes",
        abstract: "Work with notes: run their self-tests (notes test) or list them (notes list).",
        subcommands: [NotesTestCommand.self, NotesListCommand.self]
    )
    public init() {}
}

/// `adsight notes test [--notes DIR] [--verbose]`.
public struct NotesTestCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run every note's must-pass / must-fail examples; exit 1 if any fails, 2 if a note does not load."
    )

    @OptionGroup public var notes: NotesDirectoryOption

    @Flag(help: "Also list the examples that pass.")
    public var verbose = false

    public init() {}

    public var action: NotesTestAction { NotesTestAction(notesDirectory: notes.directory, verbose: verbose) }
    public func run() throws { try action.perform().emit() }
}

/// `adsight notes list [--notes DIR]`.
public struct NotesListCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "list", abstract: "List the notes in catalogue order.")

    @OptionGroup public var notes: NotesDirectoryOption

    public init() {}

    public var action: NotesListAction { NotesListAction(notesDirectory: notes.directory) }
    public func run() throws { try action.perform().emit() }
}
