/// Loads notes from (path, bytes) pairs: the binary's defaults (`Embedded.notes`) and,
/// optionally, a user's `--notes DIR`, where a note with the same id replaces the default
/// and a new id adds a note. Pure: the caller reads the files.
public enum NoteLoader {
    /// Loads `defaults`, then `user` on top of them, in the order of the defaults'
    /// `order.txt` (`NoteCatalogue`). Other files that are not `*.md` are only there for
    /// `file=` examples. Ids must be unique within each set.
    public static func load(defaults: [NoteFile], user: [NoteFile] = []) -> NoteLoadResult {
        let base = loadSet(defaults, isDefault: true)
        let mine = loadSet(user, isDefault: false)
        var byID: [String: Note] = [:]
        for note in base.notes + mine.notes { byID[note.id] = note }
        let errors = (base.errors + mine.errors).sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        return NoteLoadResult(notes: NoteCatalogue.sorted(Array(byID.values), order: NoteCatalogue.order(in: defaults)), errors: errors)
    }

    private static func loadSet(_ files: [NoteFile], isDefault: Bool) -> NoteLoadResult {
        let siblings = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let parser = NoteParser(siblings: siblings)
        var notes: [Note] = []
        var errors: [NoteError] = []
        var firstFile: [String: String] = [:]
        let sortedFiles = files.filter(\.isNote).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        for file in sortedFiles {
            do {
                let note = try parser.parse(file, isDefault: isDefault)
                if let other = firstFile[note.id] {
                    errors.append(NoteError(file: file.path, line: 2, column: 1, message: "id `\(note.id)` is already used by \(other)"))
                    continue
                }
                firstFile[note.id] = file.path
                notes.append(note)
            } catch {
                errors.append(error)
            }
        }
        return NoteLoadResult(notes: notes, errors: errors)
    }
}
