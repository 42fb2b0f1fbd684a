import AdsightNotes
import Foundation

/// Reads a `--notes DIR` into `NoteFile`s: every regular file below it (recursively,
/// hidden files skipped), path = `DIR/relative/path`, sorted by path.
enum NotesDirectoryReader {
    static func read(_ directory: String) -> Result<[NoteFile], NoteError> {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .failure(NoteError(file: directory, line: 0, column: 0, message: "--notes: no such directory"))
        }
        guard let walker = manager.enumerator(atPath: directory) else {
            return .failure(NoteError(file: directory, line: 0, column: 0, message: "--notes: cannot read the directory"))
        }
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var files: [NoteFile] = []
        while let relative = walker.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") { continue }
            let path = base + "/" + relative
            var isDir: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else { continue }
            guard let data = manager.contents(atPath: path) else {
                return .failure(NoteError(file: path, line: 0, column: 0, message: "cannot read the file"))
            }
            files.append(NoteFile(path: path, bytes: [UInt8](data)))
        }
        return .success(files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) })
    }
}
