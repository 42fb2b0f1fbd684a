import AdsightMarkdown
import AdsightNotes
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a `--notes DIR` into `NoteFile`s: every regular file below it (recursively,
/// hidden files skipped), path = `DIR/relative/path`, sorted by path. A file that cannot be
/// read, or is larger than a note may be (`Markdown.maximumInputBytes`, checked before
/// reading it, so a huge file costs no memory), is an error for that file; the others are
/// still read.
enum NotesDirectoryReader {
    struct Contents {
        var files: [NoteFile] = []
        var errors: [NoteError] = []
    }

    /// Why one file could not be used as a note.
    struct Unreadable: Error { let message: String }

    static func read(_ directory: String) -> Result<Contents, NoteError> {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            return .failure(NoteError(file: directory, line: 0, column: 0, message: "--notes: no such directory"))
        }
        guard isDirectory.boolValue else {
            return .failure(NoteError(file: directory, line: 0, column: 0,
                                      message: "--notes: this is a file; --notes takes a folder of notes (*.md)"))
        }
        guard let walker = manager.enumerator(atPath: directory) else {
            return .failure(NoteError(file: directory, line: 0, column: 0, message: "--notes: cannot read the directory"))
        }
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var out = Contents()
        while let relative = walker.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") { continue }
            let path = base + "/" + relative
            var isDir: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else { continue }
            switch readBounded(path, limit: Markdown.maximumInputBytes) {
            case .success(let bytes): out.files.append(NoteFile(path: path, bytes: bytes))
            case .failure(let why): out.errors.append(NoteError(file: path, line: 0, column: 0, message: why.message))
            }
        }
        out.files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        out.errors.sort { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
        return .success(out)
    }

    /// The file's bytes if it is a regular file of at most `limit` bytes; never reads more
    /// than `limit + 1` bytes, whatever the file claims or becomes while read.
    static func readBounded(_ path: String, limit: Int) -> Result<[UInt8], Unreadable> {
        let fd: Int32
        switch SessionFileReader.openRegularFile(path) {
        case .success(let opened): fd = opened
        case .failure(let error): return .failure(Unreadable(message: "cannot read the note: \(error.message)"))
        }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0, Int(st.st_size) > limit {
            return .failure(Unreadable(message: MarkdownError.tooLarge(bytes: Int(st.st_size), limit: limit).description))
        }
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { LibC.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 { if errno == EINTR { continue }; return .failure(Unreadable(message: "cannot read the note: \(SystemError.message(errno))")) }
            if n == 0 { break }
            count += n
        }
        if count > limit { return .failure(Unreadable(message: MarkdownError.tooLarge(bytes: count, limit: limit).description)) }
        return .success(Array(bytes[0..<count]))
    }
}
