@testable import AdsightCLI
import Foundation
import Testing

/// A scratch file of the staging folder that reads back short (cut through /proc, as a
/// failed disk would leave it) is never taken for its whole: `Spool` marks it, and each
/// read-back built on it (sorted runs, the table of written paths, the marker, a
/// `FilePieces` range, spooled strings) reports it instead of handing on part of it.
@Suite struct ScratchShortReadTests {
    /// A fresh folder, with the scratch descriptors open before anything is made in it.
    private static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "adsight-short-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Cuts the scratch file behind descriptor `fd` to `size` bytes.
    private static func cut(_ fd: Int32, to size: Int) throws {
        let w = open("/proc/self/fd/\(fd)", O_WRONLY)
        try #require(w >= 0)
        #expect(ftruncate(w, off_t(size)) == 0)
        close(w)
    }

    /// The one scratch descriptor `make` opens in `folder`, with what it made.
    private static func made<T>(in folder: String, _ make: () -> T) throws -> (T, Int32) {
        let before = Set(FilePiecesTests.scratchDescriptors(in: folder))
        let value = make()
        let fds = Set(FilePiecesTests.scratchDescriptors(in: folder)).subtracting(before)
        try #require(fds.count == 1)
        return (value, fds.first!)
    }

    @Test(arguments: [0, 10, 999])
    func aSpoolReadShortIsMarked(cutTo size: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (spool, fd) = try Self.made(in: folder) { Spool(in: folder) }
        spool.append(Array(repeating: 7, count: 1000))
        #expect(spool.readExactly(from: 0, to: 1000) != nil)
        #expect(!spool.readBackShort)
        try Self.cut(fd, to: size)
        #expect(spool.readExactly(from: 0, to: 1000) == nil)
        #expect(spool.read(from: 0, to: 1000).count == size)
        #expect(spool.readBackShort)
    }

    @Test func aSortedRunReadShortFails() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (spool, fd) = try Self.made(in: folder) { Spool(in: folder) }
        let lines = (0..<3000).map { "sessions/s\($0).html\n" }.joined()
        spool.append(Array(lines.utf8))
        try Self.cut(fd, to: 20_000)
        var run = SortedRun(spool, ByteRange(offset: 0, length: spool.position))
        var read = 1
        while run.advance() { read += 1 }
        #expect(run.failed)
        #expect(read < 3000)
    }

    /// The paths' table cut: the marker is not written (EIO), sorted in runs or in one.
    @Test(arguments: [1 << 12, 1 << 22])
    func writtenPathsReadShortFailTheMarker(runBytes: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (written, fd) = try Self.made(in: folder) { WrittenPaths(in: folder) }
        for k in 0..<20_000 {
            let path = "sessions/session-\(k).html"
            written.insert(path, key: StagingPath.foldKey(path))
        }
        try Self.cut(fd, to: 100)
        let out = open(folder + "/marker", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(out) }
        #expect(MarkerSort.write(written, to: out, scratch: folder, runBytes: runBytes) == EIO)
        #expect(written.unreadable)
    }

    @Test func aPiecesRangeReadShortIsNil() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (data, fd) = try Self.made(in: folder) { Spool(in: folder) }
        data.append(Array(repeating: 3, count: 500))
        var pieces = FilePieces()
        pieces.append([1, 2])
        pieces.append(spool: data, ByteRange(offset: 0, length: 500))
        #expect(pieces.read(from: 0, to: 502)?.count == 502)
        try Self.cut(fd, to: 100)
        #expect(pieces.read(from: 0, to: 2) == [1, 2])
        #expect(pieces.read(from: 0, to: 502) == nil)
        #expect(SiteParts.rows(ofPage: 1, pieces, starts: [0]).isEmpty)
    }

    @Test func spooledStringsReadShortAreMarked() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let strings = (0..<100).map { "session-\($0)" }
        let (spooled, fd) = try Self.made(in: folder) { SpooledStrings(strings, in: folder) }
        #expect(Array(spooled) == strings)
        try Self.cut(fd, to: 0)
        _ = spooled[50]
        #expect(spooled.readBackShort)
    }
}
