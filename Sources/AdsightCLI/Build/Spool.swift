#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AdsightSite
import Foundation

/// An anonymous scratch file (created in `folder`, the build's staging folder, and unlinked
/// at once, so adsight writes nothing outside the site it builds) that
/// bytes are appended to and read back from at the end: the per-session parts of
/// `summary.json` and `junit.xml` wait here instead of in memory. Falls back to memory
/// when no scratch file can be made. One thread at a time: the gathering thread appends,
/// then (once gathering is over) a writer copies out of it.
final class Spool: RowStore, @unchecked Sendable {
    private var fd: Int32 = -1
    /// Bytes in the scratch file; what could not go there follows in `memory`.
    private var written = 0
    private var failed = false
    private var memory: [UInt8] = []
    /// Set when a read came back short (a scratch file cut or failing): what was made from
    /// it must not be written (`readBackShort`, checked before a site is committed).
    private let shortRead = NSLock()
    private var wasShort = false

    init(in folder: String) {
        var template = Array((folder + "/.adsight-spool-XXXXXX").utf8CString)
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if fd >= 0 { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } } else { failed = true }
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Appends bytes.
    func append(_ bytes: [UInt8]) {
        var offset = 0
        while !failed && offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { failed = true; break }
            offset += n; written += n
        }
        if offset < bytes.count { memory += bytes[offset...] }
    }

    /// How many bytes were appended: where the next append starts.
    var position: UInt64 { UInt64(written + memory.count) }

    /// Copies `range` of what was appended to the current position of `fd`; errno on failure.
    func copy(_ range: ByteRange, to out: Int32) -> Int32? {
        let split = UInt64(written)
        if range.offset < split {
            let head = ByteRange(offset: range.offset, length: min(range.end, split) - range.offset)
            if let err = FileCopy.copy(from: fd, head, to: out) { return err }
        }
        guard range.end > split else { return nil }
        let start = Int(max(range.offset, split) - split), end = Int(range.end - split)
        return FileCopy.writeAll(out, memory[start..<end])
    }

    /// The bytes appended from `start` up to `end` (`RowStore`; pread, so several threads may
    /// read). A short read gives what was read and marks the spool (`readBackShort`).
    func read(from start: UInt64, to end: UInt64) -> [UInt8] {
        let split = UInt64(written)
        var out: [UInt8] = []
        if start < split { out = FileCopy.read(fd, ByteRange(offset: start, length: min(end, split) - start)) }
        if start < split, out.count < Int(min(end, split) - start) {
            markShort()
            return out
        }
        if end > split { out += memory[Int(max(start, split) - split)..<Int(end - split)] }
        return out
    }

    /// The bytes from `start` up to `end`, nil when the scratch file reads back short.
    func readExactly(from start: UInt64, to end: UInt64) -> [UInt8]? {
        let out = read(from: start, to: end)
        return out.count == Int(end - start) ? out : nil
    }

    /// Whether any read of this spool came back short.
    var readBackShort: Bool { shortRead.withLock { wasShort } }

    /// Marks what was read back as not what was written (`readBackShort`): a short read, or
    /// bytes that do not decode as they were written.
    func markShort() { shortRead.withLock { wasShort = true } }

    /// Everything appended, in order, between `prefix` and `suffix` (one allocation).
    func readAll(prefix: [UInt8] = [], suffix: [UInt8] = []) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(prefix.count + written + memory.count + suffix.count)
        out += prefix
        let start = out.count
        out += repeatElement(0, count: written)
        var offset = 0
        while offset < written {
            let n = out.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + start + offset, written - offset, off_t(offset)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { markShort(); break }
            offset += n
        }
        out += memory
        out += suffix
        return out
    }
}
