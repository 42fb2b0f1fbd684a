import AdsightNotes

/// The note files a run reads, as read: the built-in ones, the user's `--notes` folder and
/// what could not be read there. Loaded once (`NoteSet.load(_:)`), and the very same bytes
/// key the rebuild cache, so a note saved while a build runs cannot go unnoticed.
struct NoteSetFiles: Sendable {
    var defaults: [NoteFile]
    var user: [NoteFile]
    /// Files of the folder that could not be read, or the folder itself.
    var readErrors: [NoteError]
    /// Whether a `--notes` folder was given and could be listed.
    var folderRead: Bool
}
