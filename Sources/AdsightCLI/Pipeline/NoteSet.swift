import AdsightNotes
import AdsightTemplates

/// The notes a command uses: the binary's defaults (`Embedded.notes`), with a user's
/// `--notes DIR` on top (same id replaces, new id adds).
enum NoteSet {
    static func load(notesDirectory: String?) -> NoteLoadResult {
        let defaults = Embedded.notes.map { NoteFile(path: $0.path, bytes: $0.bytes) }
        guard let notesDirectory else { return NoteLoader.load(defaults: defaults) }
        switch NotesDirectoryReader.read(notesDirectory) {
        case let .success(user):
            return NoteLoader.load(defaults: defaults, user: user)
        case let .failure(error):
            var result = NoteLoader.load(defaults: defaults)
            result.errors.insert(error, at: 0)
            return result
        }
    }
}
