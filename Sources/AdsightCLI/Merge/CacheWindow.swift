#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AdsightSite

/// Reads the first `end` bytes of an open file front to back through a window of a few
/// hundred KB, for decoding records one after another without the whole file in memory
/// (`PartCache`). A record that does not decode from what the window holds is decoded again
/// after more is read (the window grows when one record is longer than it), so the results
/// are those of decoding the whole file at once. Every byte is hashed once, in order, as
/// the window moves past it (`finishHash`).
struct CacheWindow {
    private let fd: Int32
    /// Where the bytes read stop (the file's checksum after them is not read).
    private let end: Int
    private var window: [UInt8] = []
    /// The file offset of `window[0]`.
    private var start = 0
    /// The file offset of the next byte to decode.
    private(set) var position = 0
    private var hash = Hash64()
    private var capacity = 256 << 10

    init(_ fd: Int32, end: Int) {
        self.fd = fd; self.end = end
    }

    /// Whether every byte up to `end` was decoded.
    var isAtEnd: Bool { position == end }

    /// Decodes the next record with `body` (given the window's bytes, `position`'s offset in
    /// them, and the window as an array for slices): what it returns, and `position` moves
    /// past it. Nil when it does not decode even from every byte left, or the file cannot be read.
    mutating func next<T>(_ body: (inout ByteReader, [UInt8]) throws(CacheFormatError) -> T) -> T? {
        while true {
            let at = position - start, bytes = window
            let decoded = bytes.withUnsafeBytes { raw -> (T, Int)? in
                var r = ByteReader(raw, offset: at)
                guard let value = try? body(&r, bytes) else { return nil }
                return (value, r.offset)
            }
            if let (value, offset) = decoded {
                position = start + offset
                return value
            }
            guard start + window.count < end, refill() else { return nil }
        }
    }

    /// Drops the bytes before `position` (hashing them), then reads more: at least one byte
    /// more than the window held, up to `capacity` (doubled when the window was full of
    /// bytes not yet decoded). False when the file cannot be read.
    private mutating func refill() -> Bool {
        let consumed = position - start
        window.withUnsafeBytes { hash.update(UnsafeRawBufferPointer(rebasing: $0[0..<consumed])) }
        window.removeFirst(consumed)
        start = position
        if window.count >= capacity { capacity *= 2 }
        let want = min(capacity, end - start) - window.count
        guard want > 0 else { return false }
        let old = window.count
        window += [UInt8](repeating: 0, count: want)
        var got = 0
        while got < want {
            let n = window.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + old + got, want - got, off_t(start + old + got)) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            got += n
        }
        return true
    }

    /// The hash of every byte decoded (call at the end: the bytes still in the window up to `position` are added).
    mutating func finishHash() -> UInt64 {
        let consumed = position - start
        window.withUnsafeBytes { hash.update(UnsafeRawBufferPointer(rebasing: $0[0..<consumed])) }
        return hash.finish()
    }
}
