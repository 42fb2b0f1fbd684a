@testable import AdsightCLI
import AdsightSite
import Foundation
import Testing

/// An old site's files are read back a chunk at a time (no buffer of the file's size): the
/// hash equals `Hash64.of` of the whole file, and `holds` tells equal bytes from bytes that
/// differ anywhere, whatever the size relative to the chunk.
@Suite struct OldSiteReadTests {
    static let sizes = [0, 1, 31, 32, 33, (256 << 10) - 1, 256 << 10, (256 << 10) + 1, (1 << 20) + 7]

    static func file(_ bytes: [UInt8]) throws -> (String, Int32) {
        let path = NSTemporaryDirectory() + "adsight-oldread-" + UUID().uuidString
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, open(path, O_RDONLY))
    }

    static func bytes(_ size: Int) -> [UInt8] { (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) } }

    @Test(arguments: sizes)
    func chunkedReadsAgreeWithWholeReads(size: Int) throws {
        let content = Self.bytes(size)
        let (path, fd) = try Self.file(content)
        defer { close(fd); unlink(path) }
        #expect(OldSite.hash(fd, size: size) == Hash64.of(content))
        #expect(OldSite.readAll(fd, size: size) == content)
        #expect(OldSite.holds(fd, content))
        for at in Set([0, size / 2, size - 1]) where size > 0 {
            var other = content
            other[at] ^= 0x5A
            #expect(!OldSite.holds(fd, other), "a difference at \(at) of \(size) went unseen")
        }
        #expect(OldSite.readAll(fd, size: size + 1) == nil, "a short file read as whole")
        #expect(OldSite.hash(fd, size: size + 1) == nil)
    }
}
