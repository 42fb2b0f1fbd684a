@testable import AdsightCLI
import Foundation
import Testing

/// What makes a run exit 2 besides an invalid session (an input it cannot use, a note that
/// does not load, too few sessions) is in the documents and on the dashboard, not only on
/// standard error: a red job never reads as a clean report.
@Suite struct RunProblemsTests {
    /// A scratch folder with a `--notes` folder holding one note that does not load.
    static func scratch() throws -> RunsScratch {
        let s = try RunsScratch()
        try FileManager.default.createDirectory(atPath: s.absolute("notes"), withIntermediateDirectories: true)
        try s.write("notes/broken.md", "---\nid: broken\n---\n# Broken <b>\n")
        return s
    }

    static func options(_ s: RunsScratch) -> PipelineOptions {
        var options = s.options([CheckFixtures.clean, s.absolute("gone.jsonl")])
        options.notesDirectory = s.absolute("notes")
        return options
    }

    @Test func checkJSONListsTheProblems() throws {
        let s = try Self.scratch(); defer { s.remove() }
        let result = CheckAction(options: Self.options(s), format: .json).perform()
        #expect(result.exitCode == ExitStatus.usage)
        let problems = try #require(try RunsScratch.object(result.stdout)["problems"] as? [[String: Any]], "\(result.stdout)")
        #expect(problems.count == 2)
        #expect(problems[0]["kind"] as? String == "input" && problems[0]["file"] == nil)
        #expect((problems[0]["message"] as? String)?.hasPrefix(s.absolute("gone.jsonl") + ": ") == true)
        #expect(problems[1]["kind"] as? String == "notes" && problems[1]["file"] as? String == s.absolute("notes/broken.md"))
        #expect(problems[1]["line"] as? Int == 1 && problems[1]["column"] as? Int == 1)
        // A run without problems has no such field: its document is as it always was.
        #expect(try RunsScratch.object(s.check([CheckFixtures.clean]).stdout)["problems"] == nil)
    }

    /// A problem's text is the user's (a file name here): the document stays JSON on a
    /// terminal, a bidi control written as a JSON escape, so it parses back to that name.
    @Test func aProblemsTextStaysJSON() throws {
        let s = try RunsScratch(); defer { s.remove() }
        let name = s.absolute("gone\u{202E}lnosj.jsonl")
        let result = s.check([CheckFixtures.clean, name])
        #expect(result.stdout.contains("\\u202e"), "\(result.stdout.suffix(300))")
        let problems = try #require(try RunsScratch.object(result.stdout)["problems"] as? [[String: Any]], "\(result.stdout.suffix(300))")
        #expect((problems.first?["message"] as? String)?.hasPrefix(name + ": ") == true)
    }

    @Test func tooFewSessionsIsAProblemToo() throws {
        let s = try RunsScratch(); defer { s.remove() }
        var options = s.options([CheckFixtures.clean])
        options.minSessions = 3; options.minSessionsSource = "--min-sessions"
        let doc = try RunsScratch.object(CheckAction(options: options, format: .json).perform().stdout)
        let problems = try #require(doc["problems"] as? [[String: Any]])
        #expect(problems.map { $0["kind"] as? String } == ["min-sessions"])
        #expect(problems.first?["message"] as? String == "the run holds 1 session; --min-sessions asks for at least 3")
    }

    @Test func buildShowsThemOnTheDashboardAndInSummaryJSON() throws {
        let s = try Self.scratch(); defer { s.remove() }
        var action = BuildAction(options: Self.options(s), out: s.absolute("site"), currentDirectory: s.path, homeDirectory: s.path + "/home")
        action.runs = RunOptions()
        let result = action.perform()
        #expect(result.exitCode == ExitStatus.usage)
        let summary = try RunsScratch.object(try #require(s.read("site/summary.json")))
        #expect((summary["problems"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["input", "notes"])
        let index = try #require(s.read("site/index.html"))
        let notice = try #require(index.firstMatch(of: #/<div class="invalid-notice" role="alert">.*?</div>/#), "\(index.prefix(3000))").output
        #expect(notice.contains("<strong>The run exits 2</strong> because of these problems"))
        #expect(notice.contains("<li><code>\(s.absolute("gone.jsonl")): "))
        #expect(notice.contains("<li><code>\(s.absolute("notes/broken.md")):1:1: "))
        #expect(index.contains("<details><summary>This run</summary>"))  // the first line of the history
        // A later clean build of the same site drops the notice (the dashboard is not reused).
        #expect(s.build("site", inputs: [CheckFixtures.clean]).exitCode == 0)
        #expect(s.read("site/index.html")?.contains("The run exits 2") == false)
        #expect(s.read("site/index.html")?.contains("<details><summary>The last 2 runs, newest first</summary>") == true)
        #expect(try RunsScratch.object(try #require(s.read("site/summary.json")))["problems"] == nil)
    }
}
