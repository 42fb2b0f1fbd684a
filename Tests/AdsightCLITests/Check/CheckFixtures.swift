import AdsightNotes
import Foundation
import TestScratch

/// Paths and helpers shared by the check / notes tests.
enum CheckFixtures {
    /// `Tests/AdsightCLITests/Fixtures/check`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/check").path

    static let set = root + "/set"
    static let clean = set + "/a-clean.jsonl"          // passes everything
    static let warning = set + "/b-warning.jsonl"      // fails ad-allow-actions (warning)
    static let error = set + "/c-error.jsonl"          // fails ad-main-thread (error)
    static let invalid = set + "/d-invalid.jsonl"      // broken JSON on line 4
    static let unreadableHeader = root + "/unreadable-header.jsonl"

    /// Two notes copied from the shipped set (ad-allow-actions: warning, ad-main-thread: error),
    /// so exit statuses do not depend on the other 27.
    static var notes: [NoteFile] {
        ["ad-allow-actions", "ad-main-thread"].map { id in
            let path = root + "/notes/\(id).md"
            return NoteFile(path: "notes/\(id).md", bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data()))
        }
    }

    /// A fresh temporary folder holding `files` (name → text).
    static func folder(_ files: [String: String]) throws -> String {
        let dir = ProcessScratch.url("notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        return dir.path
    }

    /// The `sessions` array of a check JSON document.
    static func sessions(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return object?["sessions"] as? [[String: Any]] ?? []
    }
}
