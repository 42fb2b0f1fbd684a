import Foundation
import Testing

/// Hostile files in `--notes DIR`: a FIFO does not hang, and a huge note is refused without
/// being read into memory.
@Suite(.serialized) struct HostileNotesTests {
    static let session = #"{"adsession": 1, "id": "s", "device": {"family": "iPhone"}, "os": "4.2"}"# + "\n"

    @Test func aFIFONoteDoesNotHang() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.file("in/s.jsonl", Self.session)
        try FileManager.default.createDirectory(atPath: s.path + "/notes", withIntermediateDirectories: true)
        #expect(mkfifo(s.path + "/notes/fifo.md", 0o644) == 0)
        let run = try CLIProcess.run(["check", "in", "--notes", "notes"], cwd: s.path, watchdog: 60)
        #expect(!run.hung, "check hangs on a FIFO in --notes")
        #expect(run.status == 2)
        #expect(run.stderr.contains("notes/fifo.md"), "\(run.stderr)")
    }

    @Test func aHugeNoteIsRefusedWithinBoundedMemory() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { Issue.record("/usr/bin/time is missing"); return }
        let s = try Scratch(); defer { s.remove() }
        try s.file("in/s.jsonl", Self.session)
        try s.file("notes/big.md", "---\nid: big\n---\n")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: s.path + "/notes/big.md"))
        try handle.seekToEnd()
        let block = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<200 { try handle.write(contentsOf: block) }
        try handle.close()
        let run = try CLIProcess.run(["check", "in", "--notes", "notes"], cwd: s.path, timed: true)
        #expect(run.status == 2)
        #expect(run.stderr.contains("notes/big.md") && run.stderr.contains("65536"), "\(run.stderr)")
        let kib = try #require(CLIProcess.peakRSSKiB(run.stderr))
        #expect(kib < 100 * 1024, "peak RSS \(kib) KiB for a 200 MB note")
    }
}
