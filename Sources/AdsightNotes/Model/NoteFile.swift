/// A file handed to the note loader: its path (relative to the notes folder root or as the
/// user named it) and its bytes. The loader never reads the file system itself.
public struct NoteFile: Sendable, Hashable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) { self.path = path; self.bytes = bytes }

    /// Whether this is a note (`*.md`) rather than a file beside one (an example session). A
    /// `README.md` (any case) is for the people who keep the folder, not a note.
    public var isNote: Bool {
        guard path.hasSuffix(".md") else { return false }
        return (path.split(separator: "/").last.map(String.init) ?? path).lowercased() != "readme.md"
    }
}
