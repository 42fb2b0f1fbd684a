import ArgumentParser

/// `adsight build`: Write the static site (dashboard, session pages, note pages, summary.json, junit.xml).
public struct BuildCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "build", abstract: "Write the static site (dashboard, session pages, note pages, summary.json, junit.xml).")
    public init() {}
    public func run() throws {
        throw ValidationError("adsight build is not implemented yet")
    }
}
