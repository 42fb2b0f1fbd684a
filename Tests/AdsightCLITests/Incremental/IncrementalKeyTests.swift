@testable import AdsightCLI
import Foundation
import Testing

/// The rebuild cache's key covers the notes exactly as the run loaded them: a note saved
/// while a build runs (after its notes were read) must not give a cache keyed by the new
/// note over pages rendered with the old one, which every later rebuild would then reuse.
struct IncrementalKeyTests {
    static let note = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/incremental/notes/ad-main-thread.md")

    func key(_ files: NoteSetFiles) -> UInt64 {
        BuildCacheKey.make(notes: files, templates: ["a.css": [1]], failOn: "error", buildTime: nil)
    }

    @Test func keyHashesTheNotesAsLoadedNotTheFolderLater() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ad-main-thread.md")
        let original = try Data(contentsOf: Self.note)
        try original.write(to: file)

        let plan = Pipeline.plan(PipelineOptions(inputs: [], notesDirectory: dir.path))
        let atLoad = key(plan.noteFiles)
        // The note is saved again, changed, after the plan loaded it.
        try Data(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "title:", with: "title: Changed —").utf8).write(to: file)
        #expect(key(plan.noteFiles) == atLoad, "the key read the folder again")
        #expect(plan.notes.first { $0.file.hasSuffix("ad-main-thread.md") }?.title.hasPrefix("Changed") == false)

        let later = Pipeline.plan(PipelineOptions(inputs: [], notesDirectory: dir.path))
        #expect(key(later.noteFiles) != atLoad, "a changed note must change the key")
        let none = Pipeline.plan(PipelineOptions(inputs: []))
        #expect(key(none.noteFiles) != atLoad && key(none.noteFiles) != key(later.noteFiles))
    }
}
