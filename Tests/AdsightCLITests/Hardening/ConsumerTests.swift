import AdsightCLI
import Foundation
import Testing

/// The machine-readable outputs of a site built from the bundled sessions, read by real
/// consumers: summary.json by python's json + jsonschema (summary.schema.json, the shape
/// cli.md documents), junit.xml by junitparser and xmllint; `check --format json` validates
/// against the same schema.
@Suite(.serialized) struct ConsumerTests {
    static let tools = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/hardening").path

    func python(_ args: [String], cwd: String) throws -> CLIProcess.Output {
        try CLIProcess.run(["python3"] + args, cwd: cwd, tool: "/usr/bin/env")
    }

    @Test func bundledSiteSatisfiesItsConsumers() throws {
        let s = try Scratch(); defer { s.remove() }
        let result = BuildAction(options: PipelineOptions(inputs: []), out: "site", sourceDateEpoch: nil,
                                 currentDirectory: s.path, homeDirectory: s.home).perform()
        #expect(result.exitCode != 2, "\(result.stderr)")
        let check = try python([Self.tools + "/check_consumers.py", s.path + "/site", Self.tools + "/summary.schema.json"], cwd: s.path)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("junit suites"))
        let lint = try CLIProcess.run(["--noout", s.path + "/site/junit.xml"], cwd: s.path, tool: "/usr/bin/xmllint")
        #expect(lint.status == 0, "\(lint.stderr)")
    }

    /// A run that exits 2 for a missing input and too few sessions: junitparser reads the
    /// run's own suite after the sessions', each problem an error, counted in the root.
    @Test func aRunThatExitsTwoIsRedForItsConsumers() throws {
        let s = try Scratch(); defer { s.remove() }
        var options = PipelineOptions(inputs: [CheckFixtures.set, s.path + "/missing.jsonl"])
        options.minSessions = 99; options.minSessionsSource = "--min-sessions"
        let result = BuildAction(options: options, out: "site", sourceDateEpoch: nil, currentDirectory: s.path, homeDirectory: s.home).perform()
        #expect(result.exitCode == 2, "\(result.stderr)")
        let check = try python([Self.tools + "/check_consumers.py", s.path + "/site", Self.tools + "/summary.schema.json"], cwd: s.path)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("4 junit suites, 2 run errors"), "\(check.stdout)")
        let lint = try CLIProcess.run(["--noout", s.path + "/site/junit.xml"], cwd: s.path, tool: "/usr/bin/xmllint")
        #expect(lint.status == 0, "\(lint.stderr)")
    }

    @Test func checkJSONValidatesAgainstTheSchema() throws {
        let s = try Scratch(); defer { s.remove() }
        let json = CheckAction(options: PipelineOptions(inputs: []), format: .json).perform().stdout
        try json.write(toFile: s.path + "/check.json", atomically: false, encoding: .utf8)
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        doc = json.load(open(sys.argv[2]), parse_constant=lambda c: (_ for _ in ()).throw(ValueError(c)))
        errors = list(jsonschema.Draft202012Validator(schema).iter_errors(doc))
        for e in errors[:20]: print(e.message, list(e.absolute_path))
        print(len(doc["sessions"]), "sessions")
        sys.exit(1 if errors else 0)
        """
        let run = try python(["-c", script, Self.tools + "/summary.schema.json", s.path + "/check.json"], cwd: s.path)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    /// The schema is not vacuous: documents that break cli.md's shape are rejected.
    @Test(arguments: [
        #"{"sessions": [{"id": "x", "file": "f", "valid": true, "errors": [], "results": [{"rule": "r", "severity": "error", "status": "failed", "evidence": []}]}]}"#,
        #"{"sessions": [{"id": "x", "file": "f", "valid": false, "errors": [], "results": []}]}"#,
        #"{"sessions": [{"id": "x", "file": "f", "valid": true, "errors": [], "results": [{"rule": "r", "severity": "error", "status": "fail", "evidence": []}]}]}"#,
        #"{"sessions": [{"id": "x", "file": "f", "valid": true, "errors": [], "results": [{"rule": "r", "severity": "error", "status": "fail", "evidence": [{"t": 0, "line": 0, "message": "m"}]}]}]}"#,
        #"{"sessions": [{"id": 1, "file": "f", "valid": true, "errors": [], "results": []}]}"#,
        #"{"session": []}"#,
    ])
    func schemaRejectsBrokenShapes(document: String) throws {
        let s = try Scratch(); defer { s.remove() }
        try document.write(toFile: s.path + "/bad.json", atomically: false, encoding: .utf8)
        let script = "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))"
        let run = try python(["-c", script, Self.tools + "/summary.schema.json", s.path + "/bad.json"], cwd: s.path)
        #expect(run.status != 0, "the schema accepted \(document)")
    }
}
