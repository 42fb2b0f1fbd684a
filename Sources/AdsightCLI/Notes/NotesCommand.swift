import ArgumentParser

/// `adsight notes`: Work with notes: run their self-tests (notes test).
public struct NotesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "notes", abstract: "Work with notes: run their self-tests (notes test).")
    public init() {}
    public func run() throws {
        throw ValidationError("adsight notes is not implemented yet")
    }
}
