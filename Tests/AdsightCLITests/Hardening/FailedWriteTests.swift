import Foundation
import Testing

/// A build whose writes fail (the file-size limit stands in for a full disk: `ulimit -f`
/// with SIGXFSZ ignored makes write(2) fail with EFBIG) exits 2 with the reason, leaves the
/// previous site byte for byte, and removes its staging folder.
@Suite(.serialized) struct FailedWriteTests {
    @Test func aFailedWriteLeavesThePreviousSite() throws {
        let s = try Scratch(); defer { s.remove() }
        let header = #"{"adsession": 1, "id": "%@", "device": {"family": "iPhone"}, "os": "4.2"}"# + "\n"
        try s.file("small/a.jsonl", header.replacingOccurrences(of: "%@", with: "a") + #"{"t": 0, "event": "viewWillAppear:"}"# + "\n")
        // A session whose page is far larger than 20 KiB: many logged events.
        var big = header.replacingOccurrences(of: "%@", with: "big")
        for i in 0..<2000 { big += #"{"t": \#(i), "event": "app.alert", "message": "alert number \#(i)"}"# + "\n" }
        try s.file("large/big.jsonl", big)
        try s.file("large/a.jsonl", s.read("small/a.jsonl") ?? "")

        let first = try CLIProcess.run(["build", "small", "--out", "site"], cwd: s.path)
        #expect(first.status == 0, "\(first.stderr)")
        let before = s.tree("site").map { ($0, s.read("site/" + $0)) }

        let binary = try #require(CLIProcess.executable)
        let run = try CLIProcess.run(["-c", "trap '' XFSZ; ulimit -f 20; exec \"$0\" build large --out site", binary],
                                     cwd: s.path, tool: "/bin/bash")
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("File too large"), "\(run.stderr)")
        #expect(run.stdout.isEmpty, "a failed build must not claim it wrote the site")
        let after = s.tree("site").map { ($0, s.read("site/" + $0)) }
        #expect(after.map(\.0) == before.map(\.0) && after.map(\.1) == before.map(\.1), "the previous site changed")
        #expect(s.list() == ["home", "large", "site", "small"], "the staging folder was left behind")
    }
}
