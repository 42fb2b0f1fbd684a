import Testing
@testable import AdsightCLI

/// `build` ends with what `check` prints in short: sessions, invalid ones, the failing
/// rules with their counts, the exit status and why, then the site's path.
@Test func buildEndsWithTheRunInShort() throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    let options = PipelineOptions(inputs: [CheckFixtures.set], failOn: .warning, builtInNotes: CheckFixtures.notes)
    let result = BuildAction(options: options, out: dir.path + "/site", currentDirectory: dir.path, homeDirectory: "/nonexistent-home").perform()
    #expect(result.exitCode == ExitStatus.usage)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(Array(lines.dropLast()) == [
        "4 sessions (1 invalid) against 2 notes: 2 rule failures (1 error, 1 warning, 0 info) of 2 rules in 2 sessions",
        "  invalid: \(CheckFixtures.set)/d-invalid.jsonl:4:69: not valid JSON: unexpected end of input; expected ',' or ']'",
        "  error   ad-main-thread    in 1 session",
        "  warning ad-allow-actions  in 1 session",
        "exit 2: 1 session is invalid",
    ], "\(result.stdout)")
    #expect(lines.last?.hasPrefix("wrote \(dir.path)/site/ (") == true && lines.last?.hasSuffix("open \(dir.path)/site/index.html") == true)
}

/// With no inputs the bundled data is judged: the summary says it fails on purpose.
@Test func buildOfTheBundledDataSaysItFailsOnPurpose() throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    let result = BuildAction(options: PipelineOptions(inputs: []), out: dir.path + "/site", currentDirectory: dir.path,
                             homeDirectory: "/nonexistent-home").perform()
    #expect(result.exitCode == ExitStatus.ruleFailed, "\(result.stderr)")
    #expect(result.stdout.contains("failures at or above --fail-on error\n"), "\(result.stdout)")
    #expect(result.stdout.contains("the bundled example data fails on purpose"), "\(result.stdout)")
}

/// A run that exits 2 for too few sessions says who asked for how many (the flag or the
/// project file), not another reason.
@Test(arguments: [("--min-sessions", "exit 2: fewer sessions than --min-sessions asks for (9)"),
                  ("the project file's min-sessions", "exit 2: fewer sessions than the project file's min-sessions asks for (9)")])
func buildSaysWhoAskedForMoreSessions(source: String, expected: String) throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    var options = PipelineOptions(inputs: [CheckFixtures.clean], builtInNotes: CheckFixtures.notes)
    options.minSessions = 9; options.minSessionsSource = source
    let result = BuildAction(options: options, out: dir.path + "/site", currentDirectory: dir.path, homeDirectory: "/nonexistent-home").perform()
    #expect(result.exitCode == ExitStatus.usage)
    #expect(result.stdout.split(separator: "\n").contains { $0 == expected }, "\(result.stdout)")
}
