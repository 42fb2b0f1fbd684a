import Foundation
import Testing

/// The real `adsight build` under strace: bulk files are written without a per-file fsync,
/// the staged tree is flushed (syncfs + folder fsyncs) before the swap, the swap is one
/// rename (an atomic exchange when a site exists), and the parent folder is fsynced after it.
/// A rebuild may hard-link unchanged files from the old site instead of writing them.
@Suite(.serialized) struct DurableSwapTests {
    @Test func swapIsDurableWithoutPerFileFsync() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else {
            Issue.record("strace is missing: .tools/install-deps --test"); return
        }
        let s = try Scratch(); defer { s.remove() }
        let session = #"{"adsession": 1, "id": "s%d", "device": {"family": "iPhone"}, "os": "4.2"}"# + "\n" + #"{"t": 0, "event": "viewWillAppear:"}"# + "\n"
        for i in 0..<20 { try s.file("in/s\(i).jsonl", session.replacingOccurrences(of: "%d", with: "\(i)")) }
        for round in ["first", "second"] {
            let run = try CLIProcess.run(["-f", "-e", "trace=fsync,fdatasync,syncfs,sync,rename,renameat,renameat2,openat,linkat",
                                          "-o", s.path + "/trace-\(round).txt", try #require(CLIProcess.executable),
                                          "build", "in", "--out", "site"], cwd: s.path, tool: "/usr/bin/strace")
            #expect(run.status == 0, "\(run.stderr)")
            let calls = (s.read("trace-\(round).txt") ?? "").split(separator: "\n").map(String.init)
            let created = calls.filter { $0.contains("O_CREAT") && $0.contains("O_EXCL|O_NOFOLLOW") }.count
            let syncfs = calls.firstIndex { $0.contains("syncfs(") }
            let swap = calls.firstIndex { ($0.contains("rename") && $0.contains(s.path + "/site\"")) }
            let fsyncs = calls.filter { $0.contains("fsync(") && !$0.contains("fdatasync") }.count
            // A rebuild hard-links the pages it can reuse from the old site; every other file is new.
            let linked = calls.filter { $0.hasPrefix("linkat(") || $0.contains(" linkat(") }.count
            #expect(created + linked >= 30, "\(round): the site's files were not written with openat or linked")
            if round == "first" { #expect(linked == 0, "first: nothing to reuse, yet \(linked) links") }
            let syncIndex = try #require(syncfs, "\(round): no syncfs before the swap")
            let swapIndex = try #require(swap, "\(round): no rename into site")
            #expect(syncIndex < swapIndex, "\(round): the files are flushed after the swap")
            #expect(calls[(swapIndex + 1)...].contains { $0.contains("fsync(") }, "\(round): the parent folder is not fsynced after the swap")
            #expect(fsyncs <= 8, "\(round): \(fsyncs) fsyncs for \(created) files: per-file fsync is back")
            if round == "second" {
                #expect(calls[swapIndex].contains("RENAME_EXCHANGE"), "\(round): the old site is not swapped atomically: \(calls[swapIndex])")
            }
        }
        // Nothing of adsight's beside the site.
        #expect(s.list().filter { $0.contains("adsight") }.isEmpty)
    }
}
