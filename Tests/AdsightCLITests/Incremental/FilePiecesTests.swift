@testable import AdsightCLI
import Foundation
import Testing

/// A `FilePieces` moving its pieces to a scratch file (`init(spill:)`, `PieceLog`) makes the
/// same file, and reads the same ranges back, as the plain one holding them all, through the
/// same seeded appends: literal bytes, ranges of two spools and of an open file, adjacent
/// or not (so some merge), with every memory limit from one piece up.
@Suite struct FilePiecesTests {
    static let cases: [(appends: Int, limit: Int, seed: UInt64)] = [
        (0, 1, 1), (1, 1, 2), (50, 1, 3), (300, 2, 4), (300, 7, 5), (2000, 64, 6), (2000, 5000, 7),
    ]

    @Test(arguments: cases)
    func spilledPiecesMakeThePlainFile(appends: Int, limit: Int, seed: UInt64) throws {
        let temp = try TempDirectory(), folder = temp.path
        defer { temp.remove() }
        var numbers = SeededNumbers(seed: seed)
        func next(_ n: Int) -> Int { numbers.next(n) }
        let source = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try Data(source).write(to: URL(fileURLWithPath: folder + "/source"))
        let fd = open(folder + "/source", O_RDONLY)
        defer { close(fd) }
        let spools = [Spool(in: folder), Spool(in: folder)]
        for spool in spools { spool.append(Array(source.reversed())) }
        var plain = FilePieces(), spilled = FilePieces(spill: Spool(in: folder), memoryLimit: limit)
        var fileAt: UInt64 = 0, spoolAt: [UInt64] = [0, 0]
        for _ in 0..<appends {
            switch next(3) {
            case 0:
                let bytes = (0..<next(5)).map { _ in UInt8(next(256)) }
                plain.append(bytes); spilled.append(bytes)
            case 1:
                let k = next(2), length = UInt64(next(40))
                if next(3) == 0 { spoolAt[k] = UInt64(next(50_000)) }
                let range = ByteRange(offset: spoolAt[k], length: length)
                spoolAt[k] += length
                plain.append(spool: spools[k], range); spilled.append(spool: spools[k], range)
            default:
                let separator: [UInt8] = next(2) == 0 ? [] : [0x2C]
                if next(3) == 0 { fileAt = UInt64(next(50_000)) } else { fileAt += UInt64(separator.count) }
                let range = ByteRange(offset: fileAt, length: UInt64(next(60)))
                fileAt = range.end
                plain.append(file: fd, range, after: separator); spilled.append(file: fd, range, after: separator)
            }
        }
        #expect(spilled.size == plain.size)
        #expect(try Self.written(spilled, folder: folder) == Self.written(plain, folder: folder))
        for _ in 0..<20 {
            let a = UInt64(next(Int(plain.size) + 1)), b = UInt64(next(Int(plain.size) + 1))
            #expect(spilled.read(from: min(a, b), to: max(a, b)) == plain.read(from: min(a, b), to: max(a, b)))
        }
    }

    static func written(_ pieces: FilePieces, folder: String) throws -> [UInt8] {
        let file = folder + "/out-" + UUID().uuidString
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(fd >= 0)
        #expect(pieces.write(to: fd, prefix: [1, 2], suffix: [3]) == nil)
        close(fd)
        return [UInt8](FileManager.default.contents(atPath: file) ?? Data())
    }

    /// A piece log whose scratch file reads back short (here cut to nothing through
    /// /proc, as a failed disk would leave it) makes `write` fail: no file is written from
    /// part of its pieces.
    @Test func aLogReadBackShortFailsTheWrite() throws {
        let temp = try TempDirectory(), folder = temp.path
        defer { temp.remove() }
        let before = Set(Self.scratchDescriptors(in: folder))
        var spilled = FilePieces(spill: Spool(in: folder), memoryLimit: 1)
        let log = try #require(Set(Self.scratchDescriptors(in: folder)).subtracting(before).first)
        let data = Spool(in: folder)
        data.append(Array(repeating: 7, count: 100))
        for k in 0..<50 { spilled.append([UInt8(k)]); spilled.append(spool: data, ByteRange(offset: UInt64(k), length: 1)) }
        let cut = open("/proc/self/fd/\(log)", O_WRONLY | O_TRUNC)
        try #require(cut >= 0)
        close(cut)
        let out = open(folder + "/out", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(out) }
        #expect(spilled.write(to: out, prefix: [], suffix: []) != nil)
    }

    /// The open descriptors of unlinked files in `folder` (the spools' scratch files).
    static func scratchDescriptors(in folder: String) -> [Int32] {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return fds.compactMap { name in
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + name),
                  target.hasPrefix(folder), target.hasSuffix("(deleted)") else { return nil }
            return Int32(name)
        }
    }
}
