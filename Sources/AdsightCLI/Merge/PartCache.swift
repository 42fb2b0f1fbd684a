#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AdsightSite

/// A merge part's `.adsight-cache` without its entries in memory: the file is read once
/// front to back through a small window (`CacheWindow`), checked as `BuildCache.decode`
/// checks the whole file (magic, version, key, every entry decoding, the count, the
/// closing pages, nothing after them, the checksum), and of each entry only where it lies
/// (`StringBounds`) and the hash of its bytes are kept (about 10 bytes a session). `entry(_:)` reads one entry
/// again from the open file when it is used and takes it only if its bytes still hash as
/// they did, so every entry used is one the checked file held. `BuildCache.decode` is the
/// plain reference: the same entries in the same order (`PartCacheTests`).
final class PartCache: @unchecked Sendable {
    let key: UInt64
    /// The sizes of the part's `summary.json` and `junit.xml` (entries' ranges start after the head).
    let summaryJSON: FileFrame
    let junit: FileFrame
    private let fd: Int32
    /// Where entry `i` starts (after its 1 byte) and ends: `first` plus `spans.range(i)`,
    /// less the last byte (the next entry's 1, or the 0 after the last entry).
    private let first: UInt64
    private let spans: StringBounds
    private let hashes: [UInt64]

    /// How many entries the cache holds.
    var count: Int { hashes.count }

    private init(key: UInt64, summaryJSON: FileFrame, junit: FileFrame, fd: Int32, first: UInt64, spans: StringBounds, hashes: [UInt64]) {
        self.key = key; self.summaryJSON = summaryJSON; self.junit = junit; self.fd = fd
        self.first = first; self.spans = spans; self.hashes = hashes
    }

    deinit { close(fd) }

    /// The cache in the open file `fd` (of `size` bytes) if it is whole, of this version and
    /// made under `key` (any key when nil), as `BuildCache.decode` would take it; nil
    /// otherwise. The cache keeps its own descriptor (a `dup` of `fd`).
    static func read(_ fd: Int32, size: Int, key: UInt64?) -> PartCache? {
        let magic = BuildCache.magic
        guard size > magic.count + 56 else { return nil }
        let body = size - 8
        var w = CacheWindow(fd, end: body)
        guard w.next({ r, _ throws(CacheFormatError) in try r.bytes(magic.count).elementsEqual(magic) }) == true,
              w.next({ r, _ throws(CacheFormatError) in try r.word() }) == BuildCache.version,
              let stored = w.next({ r, _ throws(CacheFormatError) in try r.word() }), key == nil || stored == key else { return nil }
        var first: UInt64?, last: UInt64 = 0, spans = StringBounds(), hashes: [UInt64] = []
        while true {
            guard let flag = w.next({ r, _ throws(CacheFormatError) in try r.byte() }) else { return nil }
            let at = UInt64(w.position)
            if first == nil { first = at } else { spans.append(length: Int(at - last)) }
            last = at
            guard flag == 1 else { break }
            guard let hash = w.next({ r, file throws(CacheFormatError) -> UInt64 in
                let at = r.offset
                _ = try BuildCacheEntry.decode(&r, file: file)
                var h = Hash64()
                h.update(UnsafeRawBufferPointer(rebasing: r.buffer[at..<r.offset]))
                return h.finish()
            }) else { return nil }
            hashes.append(hash)
        }
        guard let frames = w.next({ r, _ throws(CacheFormatError) -> (FileFrame, FileFrame, UInt64) in
            (FileFrame(head: try r.word(), size: try r.word()), FileFrame(head: try r.word(), size: try r.word()), try r.varint())
        }), frames.2 == UInt64(hashes.count),
              let closing = w.next({ r, _ throws(CacheFormatError) in try r.count() }) else { return nil }
        for _ in 0..<closing where w.next({ r, _ throws(CacheFormatError) in try ClosingCacheEntry.decode(&r) }) == nil { return nil }
        guard w.isAtEnd, let sum = readWord(fd, at: body), sum == w.finishHash() else { return nil }
        let own = dup(fd)
        guard own >= 0 else { return nil }
        return PartCache(key: stored, summaryJSON: frames.0, junit: frames.1, fd: own, first: first ?? 0, spans: spans, hashes: hashes)
    }

    /// Entry `i`, read again from the file: nil when its bytes are no longer those checked
    /// (the file changed since) or cannot be read.
    func entry(_ i: Int) -> BuildCacheEntry? {
        guard i >= 0, i < count else { return nil }
        let span = spans.range(i)
        let from = Int(first + span.lowerBound), to = Int(first + span.upperBound) - 1
        var bytes = [UInt8](repeating: 0, count: to - from)
        var got = 0
        while got < bytes.count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + got, $0.count - got, off_t(from + got)) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            got += n
        }
        var h = Hash64()
        h.update(bytes)
        guard h.finish() == hashes[i] else { return nil }
        return bytes.withUnsafeBytes { raw -> BuildCacheEntry? in
            var r = ByteReader(raw)
            guard let entry = try? BuildCacheEntry.decode(&r, file: bytes), r.isAtEnd else { return nil }
            return entry
        }
    }

    /// The little-endian word at `offset` of the open file.
    private static func readWord(_ fd: Int32, at offset: Int) -> UInt64? {
        var word: UInt64 = 0
        let n = withUnsafeMutableBytes(of: &word) { pread(fd, $0.baseAddress!, 8, off_t(offset)) }
        return n == 8 ? UInt64(littleEndian: word) : nil
    }
}
