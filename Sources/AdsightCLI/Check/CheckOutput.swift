#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `check` writes its standard output as it goes: a file descriptor, in blocks of
/// `blockSize` bytes, or memory (`perform()`, tests). Every part is made terminal-safe
/// (`TerminalText`) on the way, as `ActionResult` does to a whole text, so streaming the
/// report writes the same bytes as printing it at the end.
struct CheckOutput {
    static let blockSize = 1 << 16

    /// The descriptor written to; nil to keep everything in `bytes`.
    private let fd: Int32?
    /// Unwritten bytes (all of them when `fd` is nil).
    private(set) var bytes: [UInt8] = []

    init(fd: Int32?) {
        self.fd = fd
        if fd != nil { bytes.reserveCapacity(2 * Self.blockSize) }
    }

    /// Writes `text`.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Writes UTF-8 `part` (a whole number of characters).
    mutating func write(_ part: [UInt8]) {
        part.withUnsafeBufferPointer { write($0) }
    }

    mutating func write(_ part: UnsafeBufferPointer<UInt8>) {
        if Self.isTerminalSafe(part) {
            bytes.append(contentsOf: part)
        } else {
            bytes.append(contentsOf: TerminalText.safe(String(decoding: part, as: UTF8.self)).utf8)
        }
        if fd != nil, bytes.count >= Self.blockSize { flush() }
    }

    /// Writes what is buffered to the descriptor (nothing when writing to memory).
    mutating func flush() {
        guard let fd, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { if errno == EINTR { continue } else { return } }
                offset += n
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Whether `TerminalText.safe` leaves these bytes as they are: ASCII with no control
    /// character but tab and newline (anything else is checked by `TerminalText` itself).
    static func isTerminalSafe(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in part where byte >= 0x7F || (byte < 0x20 && byte != 0x09 && byte != 0x0A) { return false }
        return true
    }
}
