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
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT, FileStatus.of(path) == .brokenLink { return .unreadable(path, "broken symbolic link") }
            return .unreadable(path, SystemError.message(code))
        }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { return .unreadable(path, "is a directory") }
        var splitter = LineSplitter(maxLineLength: maxLineLength)
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, chunkSize) }
            if n < 0 {
                if errno == EINTR { continue }
                return .unreadable(path, SystemError.message(errno))
            }
            if n == 0 { break }
            splitter.consume(chunk[0..<n])
        }
        return SessionFile(path: path, outcome: splitter.finish())
    }
}
