@testable import AdsightCLI
import Foundation
import Testing

/// Parts are other jobs' artifacts: a merge reads only the plain files inside a part that
/// its marker lists, never through a symbolic link, never a name with `..` or an absolute
/// one, whatever its cache and marker say; a forged part is refused with nothing written.
@Suite struct HostileMergeTests {
    /// Shards 1/2, 2/2 of the bundled default and a secret file beside them.
    private static func scratch() throws -> MergeScratch {
        let s = try MergeScratch()
        for i in 1...2 { s.build("shard\(i)", inputs: [], shard: Shard(index: i, count: 2)) }
        try Data("SECRET".utf8).write(to: URL(fileURLWithPath: s.absolute("secret.html")))
        return s
    }

    private static func addToMarker(_ s: MergeScratch, _ part: String, _ lines: [String]) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: s.absolute(part + "/" + SiteWriter.marker)))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
        try handle.close()
    }

    /// Merges shard1 and shard2 into `merged`: refused naming `part`, saying `phrase`, nothing written.
    private static func expectRefused(_ s: MergeScratch, naming part: String, _ phrase: String) {
        let before = s.entries()
        let result = s.merge(["shard1", "shard2"], out: "merged")
        #expect(result.exitCode == ExitStatus.usage)
        #expect(result.stderr.contains("part " + s.absolute(part)), "\(result.stderr)")
        #expect(result.stderr.contains(phrase), "\(result.stderr)")
        #expect(s.entries() == before)
    }

    @Test(arguments: ["../../secret", "/etc/passwd", "../x", "a/../../secret"])
    func aCacheNamingAPageOutsideThePartIsRefused(page: String) throws {
        let s = try Self.scratch()
        defer { s.remove() }
        try Self.addToMarker(s, "shard2", ["sessions/" + page + ".html"])
        try s.forge("shard2") { _, cache in cache.entries[0].page = page }
        Self.expectRefused(s, naming: "shard2", "not a plain file name its marker lists")
    }

    @Test func aPageNotListedInTheMarkerIsNotRead() throws {
        let s = try Self.scratch()
        defer { s.remove() }
        try s.forge("shard1") { _, cache in cache.entries[0].page = "unlisted" }
        try Data("x".utf8).write(to: URL(fileURLWithPath: s.absolute("shard1/sessions/unlisted.html")))
        Self.expectRefused(s, naming: "shard1", "not a plain file name its marker lists")
    }

    @Test func aMarkerListingParentAndAbsolutePathsGetsNothingOfThem() throws {
        let s = try Self.scratch()
        defer { s.remove() }
        #expect(s.merge(["shard1", "shard2"], out: "plain").exitCode != ExitStatus.usage)
        try Self.addToMarker(s, "shard1", ["../secret.html", "/etc/passwd", "sessions/../../secret.html"])
        #expect(s.merge(["shard1", "shard2"], out: "merged").exitCode != ExitStatus.usage)
        #expect(s.differences("plain", "merged") == [])
    }

    @Test func aPageThatIsASymbolicLinkIsRefused() throws {
        let s = try Self.scratch()
        defer { s.remove() }
        let page = try #require(s.tree("shard2").keys.filter { $0.hasPrefix("sessions/") && $0.hasSuffix(".html") }.sorted().first)
        let size = s.tree("shard2")[page]!.count
        // A link to a file of the very size the cache records, outside the part.
        try Data(repeating: 0x41, count: size).write(to: URL(fileURLWithPath: s.absolute("secret.html")))
        try FileManager.default.removeItem(atPath: s.absolute("shard2/" + page))
        try FileManager.default.createSymbolicLink(atPath: s.absolute("shard2/" + page), withDestinationPath: s.absolute("secret.html"))
        Self.expectRefused(s, naming: "shard2", "symbolic link")
    }

    @Test(arguments: ["summary.json", "junit.xml", ".adsight-merge", ".adsight-cache", "sessions"])
    func aPartFileThatIsASymbolicLinkIsRefused(file: String) throws {
        let s = try Self.scratch()
        defer { s.remove() }
        try FileManager.default.moveItem(atPath: s.absolute("shard1/" + file), toPath: s.absolute("moved"))
        try FileManager.default.createSymbolicLink(atPath: s.absolute("shard1/" + file), withDestinationPath: s.absolute("moved"))
        Self.expectRefused(s, naming: "shard1", "not a plain file")
    }

    @Test func aPartThatIsASymbolicLinkIsRefused() throws {
        let s = try Self.scratch()
        defer { s.remove() }
        try FileManager.default.moveItem(atPath: s.absolute("shard1"), toPath: s.absolute("real"))
        try FileManager.default.createSymbolicLink(atPath: s.absolute("shard1"), withDestinationPath: s.absolute("real"))
        Self.expectRefused(s, naming: "shard1", "is not an adsight site")
    }

    @Test(arguments: [UInt64.max, 1 << 40])
    func rangesOutsideThePartsFilesAreRefused(offset: UInt64) throws {
        let s = try Self.scratch()
        defer { s.remove() }
        try s.forge("shard1") { _, cache in cache.entries[0].json.offset = offset }
        Self.expectRefused(s, naming: "shard1", "outside summary.json")
    }

    @Test(arguments: [[999], [0, 0], [-1]])
    func positionsOutOfTheInputSetAreRefused(sessions: [Int]) throws {
        let s = try Self.scratch()
        defer { s.remove() }
        let path = s.absolute("shard1/" + MergeRecord.fileName)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let list = sessions.map(String.init).joined(separator: ",")
        let forged = text.replacingOccurrences(of: #""sessions":\[[0-9,]*\]"#, with: "\"sessions\":[\(list)]", options: .regularExpression)
        try forged.write(toFile: path, atomically: false, encoding: .utf8)
        Self.expectRefused(s, naming: "shard1", "malformed merge record (sessions)")
    }
}
