import AdsightCLI
import Foundation
import Testing

/// Hostile session files through `check --format json` and `build`: each gives a precise
/// error for its own session (file, line, column), the other session is still judged,
/// the site is still written, and the exit status is 2.
@Suite(.serialized) struct HostileFilesTests {
    static let header = #"{"adsession": 1, "id": "hostile", "device": {"family": "iPhone"}, "os": "4.2"}"# + "\n"
    static let good = #"{"adsession": 1, "id": "good", "device": {"family": "iPhone"}, "os": "4.2"}"# + "\n" + #"{"t": 0, "event": "viewWillAppear:"}"# + "\n"

    /// (name, bytes of x.jsonl after the header line, line, column, message fragment).
    static let cases: [(String, [UInt8], Int, Int, String)] = [
        ("invalid UTF-8", Array(#"{"t": 0, "event": "app.alert", "message": "#.utf8) + [0x22, 0xFF, 0xFE, 0x22, 0x7D, 0x0A], 2, 44, "invalid UTF-8"),
        ("deep nesting", Array((#"{"t": 0, "x": "# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}\n").utf8), 2, 270, "nesting is deeper than 256 levels"),
        ("1e309", Array(#"{"t": 1e309, "event": "viewWillAppear:"}"#.utf8) + [0x0A], 2, 7, "finite number"),
        ("NaN", Array(#"{"t": NaN, "event": "viewWillAppear:"}"#.utf8) + [0x0A], 2, 7, "expected a value"),
        ("duplicate key", Array(#"{"t": 0, "t": 1, "event": "viewWillAppear:"}"#.utf8) + [0x0A], 2, 10, "duplicate key \"t\""),
        ("raw NUL byte", Array(#"{"t": 0, "event": "view"#.utf8) + [0] + Array(#"WillAppear:"}"#.utf8) + [0x0A], 2, 24, "NUL byte"),
        ("escaped NUL", Array(#"{"t": 0, "event": "app.alert", "message": "a\u0000b"}"#.utf8) + [0x0A], 2, 43, "NUL character"),
        ("9 MiB line", Array(#"{"t": 0, "event": "app.alert", "message": ""#.utf8) + Array(repeating: 0x41, count: 9 << 20) + Array("\"}\n".utf8), 2, 1, "longer than 8388608 bytes"),
    ]

    func inputs(_ s: Scratch, _ rest: [UInt8]) throws -> [String] {
        try s.file("in/a-good.jsonl", Self.good)
        #expect(FileManager.default.createFile(atPath: s.path + "/in/x.jsonl", contents: Data(Array(Self.header.utf8) + rest)))
        return [s.path + "/in"]
    }

    func checkJSON(_ inputs: [String]) throws -> (ActionResult, [[String: Any]]) {
        let result = CheckAction(options: PipelineOptions(inputs: inputs), format: .json).perform()
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return (result, try #require(doc["sessions"] as? [[String: Any]]))
    }

    func build(_ s: Scratch, _ inputs: [String]) -> ActionResult {
        BuildAction(options: PipelineOptions(inputs: inputs), out: s.path + "/site", sourceDateEpoch: nil,
                    currentDirectory: s.path, homeDirectory: s.home).perform()
    }

    @Test(arguments: cases)
    func hostileFileGivesAPreciseErrorAndTheRestGoesOn(name: String, rest: [UInt8], line: Int, column: Int, message: String) throws {
        let s = try Scratch(); defer { s.remove() }
        let (result, sessions) = try checkJSON(try inputs(s, rest))
        #expect(result.exitCode == 2)
        #expect(sessions.count == 2)
        #expect(sessions.first?["valid"] as? Bool == true, "the good session is still judged")
        #expect((sessions.first?["results"] as? [Any])?.isEmpty == false)
        let bad = try #require(sessions.last)
        #expect(bad["valid"] as? Bool == false)
        #expect((bad["file"] as? String)?.hasSuffix("in/x.jsonl") == true)
        let errors = try #require(bad["errors"] as? [[String: Any]])
        let first = try #require(errors.first)
        #expect(first["line"] as? Int == line, "\(name): \(first)")
        #expect(first["column"] as? Int == column, "\(name): \(first)")
        #expect((first["message"] as? String)?.contains(message) == true, "\(name): \(first)")

        let built = build(s, [s.path + "/in"])
        #expect(built.exitCode == 2, "\(built.stderr)")
        #expect(s.exists("site/index.html") && s.exists("site/sessions/good.html") && s.exists("site/sessions/hostile.html"))
        #expect(s.read("site/sessions/hostile.html")?.contains(String(line)) == true)
    }

    /// Files that are not regular files, or change between discovery and reading.
    static let unreadable: [(String, String)] = [
        ("broken link", "broken symbolic link"),
        ("FIFO", "named pipe"),
        ("link to /dev/zero", "is not a regular file"),
        ("deleted after discovery", "no such file or directory"),
        ("replaced by a directory after discovery", "is a directory"),
    ]

    @Test(arguments: unreadable)
    func unreadableFilesAreErrorsForTheirSessionOnly(name: String, reason: String) throws {
        let s = try Scratch(); defer { s.remove() }
        try s.file("in/a-good.jsonl", Self.good)
        let x = s.path + "/in/x.jsonl"
        switch name {
        case "broken link": try FileManager.default.createSymbolicLink(atPath: x, withDestinationPath: s.path + "/gone")
        case "FIFO": #expect(mkfifo(x, 0o644) == 0)
        case "link to /dev/zero": try FileManager.default.createSymbolicLink(atPath: x, withDestinationPath: "/dev/zero")
        default: try s.file("in/x.jsonl", Self.header)
        }
        let plan = Pipeline.plan(PipelineOptions(inputs: [s.path + "/in"]))
        #expect(plan.sources.map { ($0.path as NSString).lastPathComponent } == ["a-good.jsonl", "x.jsonl"])
        if name.hasPrefix("deleted") || name.hasPrefix("replaced") { try FileManager.default.removeItem(atPath: x) }
        if name.hasPrefix("replaced") { try FileManager.default.createDirectory(atPath: x, withIntermediateDirectories: false) }
        let run = plan.forEachSession { _ in }
        #expect(run.exitStatus == 2)
        #expect(run.reports.first?.valid == true)
        let message = run.reports.last?.errors.first?.message ?? ""
        #expect(message.contains(reason) && message.contains("x.jsonl"), "\(message)")

        if ["broken link", "FIFO", "link to /dev/zero"].contains(name) {
            // The real CLI, so that a hang (a FIFO opened without O_NONBLOCK) fails instead of blocking the suite.
            for command in [["check", "in"], ["build", "in", "--out", "site"]] {
                let run = try CLIProcess.run(command, cwd: s.path, watchdog: 60)
                #expect(!run.hung, "adsight \(command[0]) hangs on a \(name)")
                #expect(run.status == 2, "\(run.stderr)")
                #expect(run.stdout.contains("good") || command[0] == "build")
                #expect(run.stdout.contains(reason) || run.stderr.contains(reason) || command[0] == "build", "\(run.stdout)")
            }
            #expect(s.exists("site/index.html") && s.exists("site/sessions/good.html"))
        }
    }

    /// A file name that is not UTF-8 cannot be read by its (lossy) path: it is reported,
    /// not silently left out.
    @Test func aFileNameThatIsNotUTF8IsReported() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.file("in/a-good.jsonl", Self.good)
        let bad = Array((s.path + "/in/").utf8) + [0xFF, 0xFE] + Array("-name.jsonl".utf8) + [0]
        let fd = bad.withUnsafeBufferPointer { buf in buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) { open($0, O_WRONLY | O_CREAT, 0o644) } }
        #expect(fd >= 0); close(fd)
        let run = try CLIProcess.run(["check", "in"], cwd: s.path, watchdog: 60)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("-name.jsonl: the name is not valid UTF-8"), "\(run.stderr)")
        #expect(run.stdout.contains("in/a-good.jsonl (good)"))
    }
}
