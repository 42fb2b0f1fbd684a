import AdsightNotes

/// `adsight notes list`: one line per note in catalogue order: id, severity, applies-to,
/// title, and where it came from (built in or the `--notes` file).
public struct NotesListAction: Sendable {
    public var notesDirectory: String?

    public init(notesDirectory: String? = nil) { self.notesDirectory = notesDirectory }

    public func perform() -> ActionResult {
        let loaded = NoteSet.load(notesDirectory: notesDirectory)
        let width = loaded.notes.map(\.id.count).max() ?? 0
        var stdout = ""
        for note in loaded.notes {
            let id = note.id + String(repeating: " ", count: width - note.id.count)
            let severity = note.severity.rawValue + String(repeating: " ", count: 7 - note.severity.rawValue.count)
            let origin = note.isDefault ? "" : "  (\(note.file))"
            stdout += "\(id)  \(severity)  \(note.appliesTo.rawValue): \(note.title)\(origin)\n"
        }
        let stderr = loaded.errors.map { "error: \($0)\n" }.joined()
        return ActionResult(stdout: stdout, stderr: stderr, exitCode: loaded.errors.isEmpty ? ExitStatus.ok : ExitStatus.usage)
    }
}
