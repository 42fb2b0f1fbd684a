import Foundation
import Testing
@testable import AdsightCLI
import AdsightSession

@Test func readsAValidFile() throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    try dir.file("s.jsonl", validSession)
    let file = SessionFileReader.read(path: dir.path + "/s.jsonl")
    #expect(file.path == dir.path + "/s.jsonl")
    #expect(!file.isUnreadable)
    #expect(file.outcome.errors == [])
    #expect(file.outcome.session?.events.map(\.kind) == [.viewWillAppear])
}

@Test func unreadableFilesBecomeErrorOutcomesNamingTheFile() throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    try dir.file("d.jsonl/inner.jsonl", validSession)
    try dir.link("broken.jsonl", to: dir.path + "/gone.jsonl")
    let cases = [("d.jsonl", "is a directory"), ("broken.jsonl", "broken symbolic link"), ("vanished.jsonl", "no such file or directory")]
    for (name, reason) in cases {
        let path = dir.path + "/" + name
        let file = SessionFileReader.read(path: path)
        #expect(file.isUnreadable)
        #expect(file.readError == reason)
        #expect(file.outcome.session == nil)
        #expect(file.outcome.errors == [SessionDiagnostic(line: 0, column: 0, message: "cannot read \(path): \(reason)")])
    }
}

@Test func unreadablePermissionIsAnError() throws {
    guard getuid() != 0 else { return }  // root reads anything
    let dir = try TempDirectory()
    defer { dir.remove() }
    try dir.file("p.jsonl", validSession)
    chmod(dir.path + "/p.jsonl", 0)
    #expect(SessionFileReader.read(path: dir.path + "/p.jsonl").readError == "permission denied")
}

@Test func anOverlongLineIsAnErrorAndTheRestOfItIsSkipped() throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    let long = #"{"t": 1, "event": "app.alert", "message": ""# + String(repeating: "x", count: 200_000) + "\"}"
    try dir.file("l.jsonl", validSession + long + "\n" + #"{"t": 0.5, "event": "viewWillDisappear:"}"# + "\n")
    let file = SessionFileReader.read(path: dir.path + "/l.jsonl", maxLineLength: 100_000)
    #expect(file.outcome.errors.map { [$0.line, $0.column] } == [[3, 1]])
    #expect(file.outcome.errors.first?.message == "line 3 is longer than 100000 bytes; the line is skipped")
    #expect(file.outcome.eventCount == 3)
}

@Test func linesSpanningChunksAndCRLFAreJoined() throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    // Lines of varying length so that many of them cross the 64 KiB chunk boundaries.
    var text = #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"# + "\r\n"
    for i in 0..<3000 {
        text += #"{"t": \#(i), "event": "app.alert", "message": "\#(String(repeating: "m", count: i % 97))"}"# + "\r\n"
    }
    try dir.file("c.jsonl", text + #"{"t": 3000, "event": "viewWillAppear:"}"#)  // no final newline
    let file = SessionFileReader.read(path: dir.path + "/c.jsonl")
    #expect(file.outcome.errors == [])
    let events = file.outcome.session?.events ?? []
    #expect(events.count == 3001)
    #expect(events.enumerated().allSatisfy { i, e in e.line == i + 2 && e.t == Double(i) })
    #expect(events[96].kind == .alert(message: String(repeating: "m", count: 96)))
}

@Test func aLargeFileIsStreamed() throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    let path = dir.path + "/big.jsonl"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.write(contentsOf: Data(#"{"adsession": 1, "id": "big", "device": {"family": "iPad"}, "os": "4.3"}"#.utf8 + [10]))
    let padding = String(repeating: "p", count: 900)
    var block = ""
    let perBlock = 1000
    let blocks = 52  // 52,000 events of ~1 KB: about 50 MB
    for b in 0..<blocks {
        block = ""
        for i in 0..<perBlock {
            let n = b * perBlock + i
            block += #"{"t": \#(n), "event": "setHidden:", "ad": "banner-1", "hidden": \#(n % 2 == 0), "pad": "\#(padding)"}"# + "\n"
        }
        try handle.write(contentsOf: Data(block.utf8))
    }
    try handle.close()
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    #expect(size > 50_000_000)
    let file = SessionFileReader.read(path: path)
    #expect(file.outcome.errors == [])
    #expect(file.outcome.eventCount == blocks * perBlock)
    #expect(file.outcome.session?.events.last == Event(t: Double(blocks * perBlock - 1), line: blocks * perBlock + 1, ad: "banner-1", kind: .setHidden(false)))
}
