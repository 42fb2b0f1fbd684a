import Testing
@testable import AdsightCLI

/// Two sessions with one `id`: both are judged and both get a page, with a warning naming
/// both files at their headers (session-format.md), in `check` and in `build` alike.
@Test func twoSessionsWithOneIDAreBothJudgedWithAWarningNamingBoth() throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    try dir.file("in/a.jsonl", validSession)
    try dir.file("in/b.jsonl", validSession)
    try dir.file("in/c.jsonl", validSession.replacingOccurrences(of: "\"id\": \"x\"", with: "\"id\": \"y\""))
    let a = dir.path + "/in/a.jsonl", b = dir.path + "/in/b.jsonl"
    let expected = "warning: \(b):1:1: session id \"x\" is already the id of \(a):1:1; both are judged"
    let check = CheckAction(options: PipelineOptions(inputs: [dir.path + "/in"]), format: .text).perform()
    #expect(check.stderr.contains(expected), "\(check.stderr)")
    #expect(check.stderr.components(separatedBy: "session id").count == 2, "one warning: \(check.stderr)")
    #expect(check.stdout.contains("\(a) (x)") && check.stdout.contains("\(b) (x)"))
    #expect(check.exitCode == ExitStatus.ok)
    let json = CheckAction(options: PipelineOptions(inputs: [dir.path + "/in"]), format: .json).perform()
    #expect(json.stderr.contains(expected), "\(json.stderr)")
    let build = BuildAction(options: PipelineOptions(inputs: [dir.path + "/in"]), out: dir.path + "/site",
                            currentDirectory: dir.path, homeDirectory: "/nonexistent-home").perform()
    #expect(build.stderr.contains(expected + " (ids are unique within a run: give each session its own); their pages are x.html and x-2.html"),
            "\(build.stderr)")
    #expect(build.exitCode == ExitStatus.ok, "\(build.stderr)")
}
