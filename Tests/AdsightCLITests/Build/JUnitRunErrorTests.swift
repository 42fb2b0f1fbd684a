import Foundation
import Testing
@testable import AdsightCLI

/// `junit.xml` is red exactly when the exit status says so (cli.md): a run that exits 2 for
/// something other than an invalid session (an input that cannot be used, a note that does
/// not load, too few sessions) gains one more suite, `adsight run`, erroring once per problem.
/// (junitparser reads the same suite in `ConsumerTests`.)
@Suite struct JUnitRunErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var extraInput: String? = nil
        var badNote = false
        var minSessions = 0
        /// The run suite's test cases and the start of each error message; none for a clean run.
        var expected: [(String, String)]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a clean run", expected: []),
        Case(name: "a missing input", extraInput: "/nonexistent/x.jsonl", expected: [("input", "/nonexistent/x.jsonl: no such file")]),
        Case(name: "a note that does not load", badNote: true, expected: [("notes", "")]),
        Case(name: "too few sessions", minSessions: 5, expected: [("min-sessions", "the run holds 1 session; --min-sessions asks for at least 5")]),
        Case(name: "all three", extraInput: "/nonexistent/y.jsonl", badNote: true, minSessions: 3,
             expected: [("input", "/nonexistent/y.jsonl"), ("notes", ""), ("min-sessions", "the run holds 1 session")]),
    ]

    /// The value of attribute `name` in the start tag that begins `element`.
    static func attribute(_ name: String, of element: Substring) -> String? {
        let tag = element.prefix { $0 != ">" }
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test(arguments: cases) func theRunSuiteListsEachProblem(_ c: Case) throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let notes = c.badNote ? try CheckFixtures.folder(["bad.md": userNote(id: "bad-note", severity: "fatal", check: "never `app.alert`\nreport \"x\"")]) : nil
        defer { if let notes { try? FileManager.default.removeItem(atPath: notes) } }
        var options = PipelineOptions(inputs: [CheckFixtures.clean] + (c.extraInput.map { [$0] } ?? []), notesDirectory: notes,
                                      builtInNotes: CheckFixtures.notes)
        options.minSessions = c.minSessions; options.minSessionsSource = "--min-sessions"
        let result = BuildAction(options: options, out: dir.path + "/site", currentDirectory: dir.path, homeDirectory: "/nonexistent-home").perform()
        #expect(result.exitCode == (c.expected.isEmpty ? ExitStatus.ok : ExitStatus.usage), "\(result.stderr)")
        let xml = try String(contentsOfFile: dir.path + "/site/junit.xml", encoding: .utf8)
        let root = try #require(xml.range(of: "<testsuites ").map { xml[$0.lowerBound...] })
        // The root counts the run suite's errors with the session's (valid: none of its own).
        #expect(Self.attribute("errors", of: root) == String(c.expected.count))
        #expect(Self.attribute("tests", of: root) == String(2 + c.expected.count))
        let suites = xml.components(separatedBy: "<testsuite ").dropFirst().map { Substring("<testsuite " + $0) }
        #expect(suites.count == 1 + (c.expected.isEmpty ? 0 : 1))
        guard let run = suites.last, Self.attribute("name", of: run) == "adsight run" else {
            #expect(c.expected.isEmpty, "no run suite")
            return
        }
        #expect(Self.attribute("file", of: run) == nil, "no session file holds these errors")
        #expect(Self.attribute("errors", of: run) == String(c.expected.count))
        let cases = run.components(separatedBy: "<testcase ").dropFirst().map { Substring("<testcase " + $0) }
        #expect(cases.map { Self.attribute("name", of: $0) } == c.expected.map(\.0))
        for (testCase, (name, start)) in zip(cases, c.expected) {
            let error = try #require(testCase.range(of: "<error ").map { testCase[$0.lowerBound...] })
            let message = Self.attribute("message", of: error) ?? ""
            #expect(message.hasPrefix(start) && !message.isEmpty, "\(message)")
            // A note's error says where it is, as standard error does.
            if name == "notes" { #expect(message.contains("bad.md:") && result.stderr.contains(message), "\(message)") }
        }
    }
}
