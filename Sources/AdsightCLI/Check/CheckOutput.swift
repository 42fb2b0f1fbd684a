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

    /// Writes a part already made terminal-safe (e.g. by `JSONTerminalText` on a worker thread).
    mutating func write(safe part: [UInt8]) {
        bytes.append(contentsOf: part)
        if fd != nil, bytes.count >= Self.blockSize { flush() }
    }

    /// Writes what is buffered to the descriptor (nothing when writing to memory).
    mutating func flush() {
        guard let fd, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { FileStream(fd: fd).write($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Whether `TerminalText.safe` leaves these bytes as they are: ASCII with no control
    /// character but tab and newline (anything else is checked by `TerminalText` itself).
    /// Eight bytes at a time: an ASCII word is tested exactly, byte by byte in parallel (no
    /// carry crosses a byte below 0x80), for a control character other than tab and newline
    /// or DEL; the bytes of a word holding any of those, or a non-ASCII byte, are looked at
    /// one by one.
    static func isTerminalSafe(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = part.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while i + 8 <= part.count {
            let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // For bytes below 0x80: `b + 0x60` reaches 0x80 iff b >= 0x20, `(b ^ c) + 0x7F`
            // iff b != c.
            let below20 = ~(w &+ 0x60 &* ones) & highs
            let lf = ~((w ^ (0x0A &* ones)) &+ 0x7F &* ones) & highs
            let tab = ~((w ^ (0x09 &* ones)) &+ 0x7F &* ones) & highs
            let del = ~((w ^ (0x7F &* ones)) &+ 0x7F &* ones) & highs
            if (w & highs) | (below20 & ~lf & ~tab) | del != 0 {
                for k in i..<(i + 8) where !isSafe(part[k]) { return false }
            }
            i += 8
        }
        while i < part.count {
            if !isSafe(part[i]) { return false }
            i += 1
        }
        return true
    }

    @inline(__always)
    static func isSafe(_ byte: UInt8) -> Bool {
        byte < 0x7F && (byte >= 0x20 || byte == 0x09 || byte == 0x0A)
    }
}
