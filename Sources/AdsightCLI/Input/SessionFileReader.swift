#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AdsightSession

/// Reads a session file in 64 KiB chunks with read(2), splits it into lines and feeds a
/// `SessionDecoder`; the whole file is never held in memory. A line longer than
/// `maxLineLength` is an error for that line and the rest of it is skipped.
public enum SessionFileReader {
    public static let chunkSize = 64 * 1024
    public static let defaultMaxLineLength = 8 * 1024 * 1024

    /// Reads and decodes one file. Unreadable files (missing, a directory, a broken link,
    /// no permission, vanished or failing mid-read) give an error outcome naming the file.
    public static func read(path: String, maxLineLength: Int = defaultMaxLineLength) -> SessionFile {
        let opened: OpenedFile
        switch open(regularFile: path) {
        case .failure(let reason): return .unreadable(path, reason.message)
        case .success(let file): opened = file
        }
        defer { close(opened.fd) }
        return read(fd: opened.fd, path: path, size: opened.size, maxLineLength: maxLineLength)
    }

    /// Reads and decodes the open file `fd` (named `path`) to its end, showing `observe`
    /// every chunk as it is read (`build` hashes them: exactly the bytes decoded). Does not
    /// close `fd`.
    public static func read(fd: Int32, path: String, maxLineLength: Int = defaultMaxLineLength,
                            observe: (UnsafeRawBufferPointer) -> Void = { _ in }) -> SessionFile {
        var st = stat()
        return read(fd: fd, path: path, size: fstat(fd, &st) == 0 ? Int(st.st_size) : 0, maxLineLength: maxLineLength, observe: observe)
    }

    /// `read(fd:path:maxLineLength:observe:)` for a file whose size `fstat` gave as `size`
    /// (room is made for its events; the file is still read to its end, whatever its size now).
    static func read(fd: Int32, path: String, size: Int, maxLineLength: Int = defaultMaxLineLength,
                     observe: (UnsafeRawBufferPointer) -> Void = { _ in }) -> SessionFile {
        var splitter = LineSplitter(maxLineLength: maxLineLength)
        splitter.decoder.reserveEvents(forFileSize: size)
        let failure = forEachChunk(fd: fd) { chunk in
            observe(UnsafeRawBufferPointer(chunk))
            splitter.consume(chunk)
        }
        let outcome = splitter.finish()
        if let failure { return .unreadable(path, SystemError.message(failure)) }
        return SessionFile(path: path, outcome: outcome)
    }

    /// Reads `fd` to its end in `chunkSize` chunks, handing each to `body`; the errno of a
    /// failed read (nil at the end of the file).
    public static func forEachChunk(fd: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Int32? {
        // Not zeroed first (a [UInt8] would be): read(2) fills what is used.
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        while true {
            let n = Glibc.read(fd, chunk, chunkSize)
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                // Opened with O_NONBLOCK (`openRegularFile`), which regular files ignore on
                // local file systems; where one says "try again", read blocking from then on.
                if code == EAGAIN, case let flags = fcntl(fd, F_GETFL), flags >= 0, flags & O_NONBLOCK != 0,
                   fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 { continue }
                return code
            }
            if n == 0 { return nil }
            body(UnsafeBufferPointer(start: chunk, count: n))
        }
    }

    /// Why a session file cannot be opened.
    public struct OpenError: Error, Sendable { public var message: String }

    /// Opens `path` for reading if it is a regular file (following links). Never blocks:
    /// a FIFO is opened with O_NONBLOCK and then refused, like a directory or a device.
    /// The caller closes the descriptor.
    public static func openRegularFile(_ path: String) -> Result<Int32, OpenError> {
        open(regularFile: path).map { opened in
            // Regular files ignore O_NONBLOCK; cleared anyway so reads are plain blocking reads.
            _ = fcntl(opened.fd, F_SETFL, fcntl(opened.fd, F_GETFL) & ~O_NONBLOCK)
            return opened.fd
        }
    }

    /// A regular file open for reading, and its size when opened.
    struct OpenedFile { var fd: Int32; var size: Int }

    /// `openRegularFile`, also giving the file's size (from the `fstat` that checks its type).
    /// The descriptor keeps O_NONBLOCK (ignored for regular files; `forEachChunk` clears it
    /// if a file system says "try again"), which saves two `fcntl` calls per session file.
    static func open(regularFile path: String) -> Result<OpenedFile, OpenError> {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT, FileStatus.of(path) == .brokenLink { return .failure(OpenError(message: "broken symbolic link")) }
            return .failure(OpenError(message: SystemError.message(code)))
        }
        var st = stat()
        guard fstat(fd, &st) == 0 else { let e = errno; close(fd); return .failure(OpenError(message: SystemError.message(e))) }
        let reason: String?
        switch st.st_mode & S_IFMT {
        case S_IFREG: reason = nil
        case S_IFDIR: reason = "is a directory"
        case S_IFIFO: reason = "is a named pipe (FIFO), not a regular file"
        default: reason = "is not a regular file"
        }
        if let reason { close(fd); return .failure(OpenError(message: reason)) }
        return .success(OpenedFile(fd: fd, size: Int(st.st_size)))
    }
}
