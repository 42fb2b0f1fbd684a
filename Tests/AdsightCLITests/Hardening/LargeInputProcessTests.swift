import Foundation
import Testing

/// The real `adsight` on a 200 MB single-line session: memory stays bounded (the line cap is
/// 8 MiB), the error is precise, and a build killed while reading it leaves the previous
/// site exactly as it was, with only a marked staging folder that the next build removes.
@Suite(.serialized) struct LargeInputProcessTests {
    static let header = #"{"adsession": 1, "id": "%@", "device": {"family": "iPhone"}, "os": "4.2"}"# + "\n"

    /// in-small/: two good sessions; in/: the same plus zz-huge.jsonl (a 200 MB line 2).
    static func prepare() throws -> Scratch {
        let s = try Scratch()
        for id in ["alpha", "beta"] {
            let text = header.replacingOccurrences(of: "%@", with: id) + #"{"t": 0, "event": "viewWillAppear:"}"# + "\n"
            try s.file("in-small/\(id).jsonl", text)
            try s.file("in/\(id).jsonl", text)
        }
        let path = s.path + "/in/zz-huge.jsonl"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data((header.replacingOccurrences(of: "%@", with: "huge") + #"{"t": 0, "event": "app.alert", "message": ""#).utf8))
        let block = Data(repeating: UInt8(ascii: "A"), count: 1 << 20)
        for _ in 0..<200 { try handle.write(contentsOf: block) }
        try handle.write(contentsOf: Data(("\"}\n" + #"{"t": 1, "event": "viewWillAppear:"}"# + "\n").utf8))
        try handle.close()
        return s
    }

    @Test(arguments: ["check", "build"])
    func twoHundredMegabyteLineStaysWithinMemoryAndIsAPreciseError(command: String) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
            Issue.record("/usr/bin/time is missing (apt-get install time)"); return
        }
        let s = try Self.prepare(); defer { s.remove() }
        let args = command == "check" ? ["check", "in"] : ["build", "in", "--out", "site"]
        let run = try CLIProcess.run(args, cwd: s.path, timed: true)
        #expect(run.status == 2, "\(run.stderr)")
        let kib = try #require(CLIProcess.peakRSSKiB(run.stderr), "no peak RSS in: \(run.stderr)")
        #expect(kib < 100 * 1024, "peak RSS \(kib) KiB for a 200 MB line")
        if command == "check" {
            #expect(run.stdout.contains("in/zz-huge.jsonl (huge): INVALID, 1 error"), "\(run.stdout)")
            #expect(run.stdout.contains("in/zz-huge.jsonl:2:1: line 2 is longer than 8388608 bytes; the line is skipped"))
            #expect(run.stdout.contains("in/alpha.jsonl (alpha): 0 failed"))
        } else {
            #expect(s.exists("site/sessions/huge.html") && s.exists("site/sessions/alpha.html"))
            #expect(s.read("site/summary.json")?.contains("longer than 8388608 bytes") == true)
        }
    }

    /// Makes `in/zz-huge.jsonl` a 2 GiB file whose line 2 is mostly a hole (NUL bytes the
    /// file system does not store): reading it takes long enough on any machine for a test
    /// polling under load to catch the build mid-way.
    static func makeHugeSparse(_ s: Scratch) throws {
        let path = s.path + "/in/zz-huge.jsonl"
        let head = header.replacingOccurrences(of: "%@", with: "huge") + #"{"t": 0, "event": "app.alert", "message": ""#
        try Data(head.utf8).write(to: URL(fileURLWithPath: path))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 2 << 30)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(("\"}\n" + #"{"t": 1, "event": "viewWillAppear:"}"# + "\n").utf8))
        try handle.close()
    }

    @Test func aKilledBuildLeavesThePreviousSiteIntact() throws {
        let s = try Self.prepare(); defer { s.remove() }
        try Self.makeHugeSparse(s)
        let first = try CLIProcess.run(["build", "in-small", "--out", "site", "--run-label", "x", "--history-limit", "1"], cwd: s.path)
        #expect(first.status == 0, "\(first.stderr)")
        let before = snapshot(s)
        #expect(before.count > 5)

        // Kill the build while it reads the 200 MB file, its staging folder half written.
        let (p, _, _) = try CLIProcess.start(["build", "in", "--out", "site"], cwd: s.path)
        let pid = p.processIdentifier
        var caught = false
        while p.isRunning {
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
            let readingHuge = open.contains { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)"))?.hasSuffix("zz-huge.jsonl") == true }
            // Mid-way: reading the big file (not just probing its header), the staging folder made.
            // (Not waiting for alpha's page too: the thread that would write it may be the one
            // reading the big file, so under load the two need not overlap.)
            if readingHuge, s.list().contains(where: { $0.hasPrefix(".site.adsight-staging-") && s.exists($0 + "/" + ".adsight-site") }) {
                kill(pid, SIGKILL); caught = true; break
            }
            usleep(2_000)
        }
        p.waitUntilExit()
        try #require(caught, "the build ended before it could be killed mid-way")
        #expect(p.terminationReason == .uncaughtSignal)

        #expect(snapshot(s) == before, "the previous site changed")
        let leftovers = s.list().filter { !["home", "in", "in-small", "site"].contains($0) }
        #expect(leftovers == [".site.adsight-staging-\(pid)-1"], "\(leftovers)")
        #expect(leftovers.allSatisfy { s.exists($0 + "/.adsight-site") }, "a leftover without the marker could never be cleaned up")

        // The leftover's process is gone, unless its pid was handed to a new process meanwhile
        // (pids wrap): then the clean-up rightly keeps the leftover.
        let pidReusedBefore = kill(pid, 0) == 0
        let next = try CLIProcess.run(["build", "in-small", "--out", "site", "--run-label", "x", "--history-limit", "1"], cwd: s.path)
        #expect(next.status == 0, "\(next.stderr)")
        let pidReused = pidReusedBefore || kill(pid, 0) == 0
        // Beside the site: nothing of adsight's.
        #expect(s.list().filter { !pidReused || !leftovers.contains($0) } == ["home", "in", "in-small", "site"],
                "the next build removes the marked leftover")
        #expect(snapshot(s) == before, "same inputs, same site (one run of history, one label)")
    }

    /// Every file of the site with its bytes.
    func snapshot(_ s: Scratch) -> [String: Data] {
        var out: [String: Data] = [:]
        for f in s.tree("site") { if let d = FileManager.default.contents(atPath: s.path + "/site/" + f) { out[f] = d } }
        return out
    }
}
