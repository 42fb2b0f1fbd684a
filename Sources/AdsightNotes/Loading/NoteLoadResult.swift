/// The notes that loaded, in catalogue order, and the errors of those that did not.
public struct NoteLoadResult: Sendable {
    public var notes: [Note]
    /// Sorted by file, line, column.
    public var errors: [NoteError]

    public init(notes: [Note], errors: [NoteError]) { self.notes = notes; self.errors = errors }

    /// The note with `id`, if loaded.
    public func note(_ id: String) -> Note? { notes.first { $0.id == id } }
}
