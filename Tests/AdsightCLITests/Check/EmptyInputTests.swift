import Testing
@testable import AdsightCLI

/// Inputs holding no session are an error (exit 2, naming them) unless `--allow-empty`:
/// a device farm that recorded nothing must not turn CI green.
@Test(arguments: [false, true])
func noSessionsFoundIsAnError(holdsOtherFiles: Bool) throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    if holdsOtherFiles { try dir.file("notes.txt", "not a session") }
    let failed = CheckAction(options: PipelineOptions(inputs: [dir.path]), format: .text).perform()
    #expect(failed.exitCode == ExitStatus.usage)
    #expect(failed.stderr.contains("no sessions found in \(dir.path)"), "\(failed.stderr)")
    let allowed = CheckAction(options: PipelineOptions(inputs: [dir.path], allowEmpty: true), format: .text).perform()
    #expect(allowed.exitCode == ExitStatus.ok, "\(allowed.stderr)")
}
