import AdsightNotes
import AdsightTemplates

/// The notes a command uses: the built-in ones (the binary's `Embedded.notes` unless
/// given), with a user's `--notes DIR` on top (same id replaces, new id adds).
enum NoteSet {
    /// The binary's notes as loader input.
    static var embedded: [NoteFile] { Embedded.notes.map { NoteFile(path: $0.path, bytes: $0.bytes) } }

    static func load(notesDirectory: String?, builtIn: [NoteFile]? = nil) -> NoteLoadResult {
        let defaults = builtIn ?? embedded
        guard let notesDirectory else { return NoteLoader.load(defaults: defaults) }
        switch NotesDirectoryReader.read(notesDirectory) {
        case let .success(user):
            var result = NoteLoader.load(defaults: defaults, user: user.files)
            result.errors.insert(contentsOf: user.errors, at: 0)
            return result
        case let .failure(error):
            var result = NoteLoader.load(defaults: defaults)
            result.errors.insert(error, at: 0)
            return result
        }
    }
}
