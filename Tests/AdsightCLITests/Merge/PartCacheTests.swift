@testable import AdsightCLI
import AdsightSite
import Foundation
import Testing

/// A merge part's cache read through a window (`PartCache`) takes what the whole-file
/// decode (`BuildCache.decode`, the plain reference) takes: the same entries in the same
/// order and the same frames, whatever the entries' sizes against the window, and refuses
/// what it refuses (a truncated file, a byte changed, another key or version).
@Suite struct PartCacheTests {
    /// Caches of `count` entries whose summaries are `summary` bytes each.
    static let shapes: [(count: Int, summary: Int)] = [(0, 0), (1, 10), (3, 0), (500, 700), (5000, 40), (2, 300 << 10), (4, 1 << 20)]

    static func entry(_ i: Int, summary: Int) -> BuildCacheEntry {
        BuildCacheEntry(path: "in/session-\(i).jsonl", fingerprint: InputFingerprint(
                            stat: InputStat(device: 1, inode: UInt64(i), size: UInt64(100 + i), modified: Int64(i) * 7, changed: -Int64(i)),
                            hash: UInt64(i) &* 0x9E37_79B9_7F4A_7C15),
                        id: "session é \(i)", page: "session-\(i)", pageSize: UInt64(4000 + i),
                        json: ByteRange(offset: UInt64(i) * 90, length: 90), junit: ByteRange(offset: UInt64(i) * 50, length: 50),
                        dashboard: ByteRange(offset: UInt64(i) * 30, length: 30),
                        summary: (0..<summary).map { UInt8(truncatingIfNeeded: ($0 &+ i) &* 31) }[...])
    }

    static func cache(count: Int, summary: Int) -> BuildCache {
        BuildCache(key: 0xABCD, summaryJSON: FileFrame(head: 12, size: UInt64(count) * 90 + 40),
                   junit: FileFrame(head: 8, size: UInt64(count) * 50 + 20),
                   entries: (0..<count).map { entry($0, summary: summary) },
                   closing: [ClosingCacheEntry(path: "notes/x.html", digest: 1, size: 2, contentHash: 3)])
    }

    /// Each entry's bytes as the cache encodes them.
    static func encoded(_ entry: BuildCacheEntry) -> [UInt8] {
        var w = ByteWriter()
        entry.encode(into: &w)
        return w.bytes
    }

    static func read(_ bytes: [UInt8], key: UInt64?) throws -> PartCache? {
        let path = NSTemporaryDirectory() + "adsight-partcache-" + UUID().uuidString
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let fd = open(path, O_RDONLY)
        defer { close(fd); unlink(path) }
        return PartCache.read(fd, size: bytes.count, key: key)
    }

    @Test(arguments: shapes.indices)
    func theSameEntriesInTheSameOrderAsTheWholeFileDecode(shape: Int) throws {
        let bytes = Self.cache(count: Self.shapes[shape].count, summary: Self.shapes[shape].summary).encode()
        guard let reference = BuildCache.decode(bytes, key: 0xABCD) else { Issue.record("the reference refused its own encoding"); return }
        guard let part = try Self.read(bytes, key: 0xABCD) else { Issue.record("refused a cache the reference takes"); return }
        #expect(part.key == reference.key && part.summaryJSON == reference.summaryJSON && part.junit == reference.junit)
        #expect(part.count == reference.entries.count)
        for (k, entry) in reference.entries.enumerated() {
            let read = try #require(part.entry(k))
            #expect(Self.encoded(read) == Self.encoded(entry), "entry \(k)")
        }
        #expect(part.entry(reference.entries.count) == nil)
        #expect(try Self.read(bytes, key: 0xABCE) == nil, "another key")
        #expect(try Self.read(bytes, key: nil) != nil)
    }

    /// Truncations and changed bytes at places across the file: refused by both, or taken by both.
    @Test(arguments: shapes.indices)
    func refusesWhatTheWholeFileDecodeRefuses(shape: Int) throws {
        let bytes = Self.cache(count: Self.shapes[shape].count, summary: Self.shapes[shape].summary).encode()
        let places = Set([0, 5, 14, 20, 30, bytes.count / 3, bytes.count / 2, bytes.count - 40, bytes.count - 9, bytes.count - 1])
        for at in places where at >= 0 && at < bytes.count {
            var changed = bytes
            changed[at] ^= 0x41
            #expect((try Self.read(changed, key: nil) != nil) == (BuildCache.decode(changed, key: nil) != nil), "byte \(at) changed")
            let cut = Array(bytes[..<at])
            #expect((try Self.read(cut, key: nil) != nil) == (BuildCache.decode(cut, key: nil) != nil), "cut at \(at)")
        }
    }

    /// A cache whose bytes change after it was read gives no entry of the new bytes.
    @Test func anEntryChangedAfterReadingIsNotTaken() throws {
        let bytes = Self.cache(count: 3, summary: 20).encode()
        let path = NSTemporaryDirectory() + "adsight-partcache-" + UUID().uuidString
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let fd = open(path, O_RDWR)
        let part = try #require(PartCache.read(fd, size: bytes.count, key: nil))
        var byte: UInt8 = 0x7A
        // A byte inside the second entry.
        let at = BuildCache.prefix(key: 0xABCD).count + 1 + Self.encoded(Self.entry(0, summary: 20)).count + 1 + 60
        #expect(pwrite(fd, &byte, 1, off_t(at)) == 1)
        close(fd)
        #expect(part.entry(0) != nil && part.entry(2) != nil)
        #expect(part.entry(1) == nil)
    }
}
