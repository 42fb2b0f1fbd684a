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
        let fd: Int32
        switch openRegularFile(path) {
        case .failure(let reason): return .unreadable(path, reason.message)
        case .success(let opened): fd = opened
        }
        defer { close(fd) }
        return read(fd: fd, path: path, maxLineLength: maxLineLength)
    }

    /// Reads and decodes the open file `fd` (named `path`) to its end, showing `observe`
    /// every chunk as it is read (`build` hashes them: exactly the bytes decoded). Does not
    /// close `fd`.
    public static func read(fd: Int32, path: String, maxLineLength: Int = defaultMaxLineLength,
                            observe: (UnsafeRawBufferPointer) -> Void = { _ in }) -> SessionFile {
        var splitter = LineSplitter(maxLineLength: maxLineLength)
        var st = stat()
        let expected = fstat(fd, &st) == 0 ? SessionDecoder.expectedEvents(forFileSize: Int(st.st_size)) : 0
        var failure: Int32?
        // The events are built in the session's own array (no move at the end).
        let outcome = SessionDecoder.decodeInPlace(&splitter, decoder: \.decoder, expectedEvents: expected) { splitter in
            failure = forEachChunk(fd: fd) { chunk in
                observe(UnsafeRawBufferPointer(chunk))
                splitter.consume(chunk)
            }
            if failure == nil { splitter.feedPendingLine() }
        }
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
                if errno == EINTR { continue }
                return errno
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
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
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
        // Regular files ignore O_NONBLOCK; clear it anyway so reads are plain blocking reads.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return .success(fd)
    }
}
