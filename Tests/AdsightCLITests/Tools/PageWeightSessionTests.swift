import Foundation
import Testing

/// `.tools/page-weight [N]` reports the page of one session of the workload of N sessions
/// (`.tools/bench-workload`), picked by `.tools/page-weight-session` by a rule that holds at
/// every N: the documented page (`bench-table-1-413`) whenever the workload has it, another
/// 500-event banner-table session at N = 100 (which once failed: it has no session 413), any
/// session at N = 1 (no table session); a SESSION the workload lacks is an error naming
/// the sessions it has.
@Suite(.serialized) struct PageWeightSessionTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs a script of `.tools/` in the repository with `ADSIGHT` set to the built binary.
    static func tool(_ name: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let p = Process()
        p.executableURL = repo.appendingPathComponent(".tools/" + name)
        p.arguments = arguments
        p.currentDirectoryURL = repo
        var env = ProcessInfo.processInfo.environment
        env["ADSIGHT"] = try #require(CLIProcess.executable, "the adsight executable was not built")
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, stdout, stderr)
    }

    @Test(arguments: [(1, "bench-adgame-3-001"), (100, "bench-table-1-004"), (1000, "bench-table-1-413")])
    func theReportedSessionExistsAtEveryN(n: Int, expected: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-page-weight-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let workload = try Self.tool("bench-workload", ["\(n)", dir.path])
        try #require(workload.status == 0, "\(workload.stderr)")
        let picked = try Self.tool("page-weight-session", [dir.path])
        #expect(picked.status == 0, "\(picked.stderr)")
        #expect(picked.stdout == expected + "\n")
        // The page it names is one the workload's session files give.
        let files = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? []
        #expect(files.contains { $0.hasSuffix("/" + expected + ".jsonl") })
        if n < 1000 {
            let missing = try Self.tool("page-weight-session", [dir.path, "bench-table-1-413"])
            #expect(missing.status != 0)
            #expect(missing.stderr.contains("no session bench-table-1-413 in the \(n) sessions"), "\(missing.stderr)")
            #expect(missing.stderr.contains("bench-adgame-3-001"), "\(missing.stderr)")
        }
    }
}
