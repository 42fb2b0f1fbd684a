@testable import AdsightCLI
import Foundation
import Testing

/// The marker made by an external sort of the spooled paths (`MarkerSort`) is the one the
/// plain form makes of the same paths in memory (`SiteManifest.markerBytes`), with runs of
/// every size: one run, several, a run per path, paths longer than a run or a window.
@Suite struct MarkerSortTests {
    /// Seeded paths: session pages, charts, nested folders, prefixes of one another, mixed case.
    static func paths(_ n: Int, seed: UInt64) -> [String] {
        var numbers = SeededNumbers(seed: seed)
        func next() -> UInt64 { numbers.next() }
        var out: Set<String> = []
        let alphabet = Array("abcXYZ019-_.~")
        while out.count < n {
            let length = Int(next() % 12) + 1
            var name = String((0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
            switch next() % 5 {
            case 0: name = "sessions/" + name + ".html"
            case 1: name = "sessions/" + name
            case 2: name = "notes/" + name + "/" + name
            case 3: name = String(repeating: name, count: Int(next() % 40) + 1)
            default: break
            }
            if name != "." && name != ".." { out.insert(name) }
        }
        return out.sorted { _, _ in next() % 2 == 0 }
    }

    static let cases: [(count: Int, runBytes: Int, seed: UInt64)] = [
        (0, 64, 1), (1, 64, 2), (50, 1 << 20, 3), (500, 1, 4), (500, 100, 5), (3000, 2000, 6), (8000, 1 << 14, 7), (8000, 1 << 21, 8),
    ]

    @Test(arguments: cases)
    func theSortedMarkerIsThePlainOne(count: Int, runBytes: Int, seed: UInt64) throws {
        let paths = Self.paths(count, seed: seed)
        #expect(try Self.sorted(paths, runBytes: runBytes) == SiteManifest.markerBytes(paths))
    }

    /// A path that is not plain ASCII makes the marker in `String`'s order, as the plain form does.
    @Test(arguments: [["sessions/caf\u{E9}.html", "sessions/cafe.html", "sessions/cafz.html", "\u{1F600}.html", "index.html"],
                      ["e\u{301}.html", "\u{E9}.html", "f.html", "E.html"]])
    func aPathNotPlainASCIIIsSortedAsText(paths: [String]) throws {
        #expect(try Self.sorted(paths, runBytes: 8) == Array(SiteManifest.markerText(paths).utf8))
    }

    /// A path given up is not listed; one placed again after is.
    @Test(arguments: [1, 16, 1 << 20])
    func givenUpPathsAreLeftOut(runBytes: Int) throws {
        let paths = Self.paths(2000, seed: 9)
        let folder = NSTemporaryDirectory() + "adsight-marker-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = WrittenPaths(in: folder)
        for path in paths { written.insert(path, key: StagingPath.foldKey(path)) }
        var kept = Set(paths)
        for (k, path) in paths.enumerated() where k % 3 == 0 {
            written.remove(try #require(written.find(StagingPath.foldKey(path))))
            kept.remove(path)
        }
        for path in paths.prefix(30) where !kept.contains(path) {
            written.insert(path, key: StagingPath.foldKey(path)); kept.insert(path)
        }
        #expect(try Self.write(written, folder: folder, runBytes: runBytes) == SiteManifest.markerBytes(Array(kept)))
    }

    static func sorted(_ paths: [String], runBytes: Int) throws -> [UInt8] {
        let folder = NSTemporaryDirectory() + "adsight-marker-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = WrittenPaths(in: folder)
        for path in paths { written.insert(path, key: StagingPath.foldKey(path)) }
        return try write(written, folder: folder, runBytes: runBytes)
    }

    static func write(_ written: WrittenPaths, folder: String, runBytes: Int) throws -> [UInt8] {
        let file = folder + "/marker"
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(fd >= 0)
        let err = MarkerSort.write(written, to: fd, scratch: folder, runBytes: runBytes)
        close(fd)
        #expect(err == nil)
        return [UInt8](FileManager.default.contents(atPath: file) ?? Data())
    }
}
