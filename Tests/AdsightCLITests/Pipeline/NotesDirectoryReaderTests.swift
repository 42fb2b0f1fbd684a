@testable import AdsightCLI
import Foundation
import Testing

/// A `--notes DIR` with one bad file still contributes its good notes, and the bad file is
/// named with the reason.
struct NotesDirectoryReaderTests {
    static let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("templates/notes")

    @Test func oneBadFileDoesNotHideTheOtherNotes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-notes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = try String(contentsOf: Self.shipped.appendingPathComponent("ad-configuration.md"), encoding: .utf8)
        try text.replacingOccurrences(of: "id: ad-configuration", with: "id: my-configuration")
            .write(toFile: dir + "/a-mine.md", atomically: false, encoding: .utf8)
        try Data(repeating: UInt8(ascii: "x"), count: 70_000).write(to: URL(fileURLWithPath: dir + "/b-huge.md"))
        #expect(mkfifo(dir + "/c-pipe.md", 0o644) == 0)

        let result = NoteSet.load(notesDirectory: dir)
        #expect(result.notes.contains { $0.id == "my-configuration" })
        #expect(result.notes.contains { $0.id == "ad-configuration" }, "built-in notes stay")
        let messages = result.errors.map { "\($0.file): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix(dir + "/b-huge.md") && $0.contains("70000 bytes") && $0.contains("65536") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix(dir + "/c-pipe.md") && $0.contains("FIFO") }, "\(messages)")
    }
}
