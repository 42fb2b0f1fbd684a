#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to standard output or standard error, looping until all bytes are written.
public struct FileStream: Sendable {
    let fd: Int32
    public static let standardOutput = FileStream(fd: 1)
    public static let standardError = FileStream(fd: 2)

    /// Writes the UTF-8 bytes of `text`.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes `bytes` (stops early only on an error other than EINTR).
    func write(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let n = LibC.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n <= 0 { if errno == EINTR { continue } else { return } }
            offset += n
        }
    }
}
