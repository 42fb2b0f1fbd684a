import AdsightNotes
import AdsightTemplates

/// The notes a command uses: the built-in ones (the binary's `Embedded.notes` unless
/// given), with a user's `--notes DIR` on top (same id replaces, new id adds).
enum NoteSet {
    /// The binary's notes as loader input.
    static var embedded: [NoteFile] { Embedded.notes.map { NoteFile(path: $0.path, bytes: $0.bytes) } }

    static func load(notesDirectory: String?, builtIn: [NoteFile]? = nil) -> NoteLoadResult {
        load(read(notesDirectory: notesDirectory, builtIn: builtIn))
    }

    /// Reads the note files: the built-in ones and the `--notes` folder's.
    static func read(notesDirectory: String?, builtIn: [NoteFile]? = nil) -> NoteSetFiles {
        var files = NoteSetFiles(defaults: builtIn ?? embedded, user: [], readErrors: [], folderRead: false)
        guard let notesDirectory else { return files }
        switch NotesDirectoryReader.read(notesDirectory) {
        case let .success(user): files.user = user.files; files.readErrors = user.errors; files.folderRead = true
        case let .failure(error): files.readErrors = [error]
        }
        return files
    }

    /// Loads notes from files already read (same id replaces, new id adds).
    static func load(_ files: NoteSetFiles) -> NoteLoadResult {
        var result = files.folderRead ? NoteLoader.load(defaults: files.defaults, user: files.user)
                                     : NoteLoader.load(defaults: files.defaults)
        result.errors.insert(contentsOf: files.readErrors, at: 0)
        return result
    }
}
