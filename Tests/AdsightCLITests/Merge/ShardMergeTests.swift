@testable import AdsightCLI
import Foundation
import Testing

/// `build --shard I/N` for I = 1..N, merged (in any order), writes exactly the site one
/// build of all the inputs writes: every file byte for byte, the cache and merge record
/// included, and the same exit status.
@Suite struct ShardMergeTests {
    struct Fixture: CustomStringConvertible, Sendable {
        let description: String
        let inputs: [String]
        var notes: String? = nil
        var templates: String? = nil
    }

    static let fixtures: [Fixture] = [
        Fixture(description: "bundled default", inputs: []),
        Fixture(description: "incremental (notes, templates)", inputs: [MergeScratch.fixtures + "/incremental/sessions"],
                notes: MergeScratch.fixtures + "/incremental/notes", templates: MergeScratch.fixtures + "/incremental/templates"),
        Fixture(description: "check (invalid sessions)", inputs: [MergeScratch.fixtures + "/check"]),
        Fixture(description: "replay and check, two inputs", inputs: [MergeScratch.fixtures + "/replay", MergeScratch.fixtures + "/check/set"]),
    ]

    @Test(arguments: fixtures, [1, 2, 3, 7])
    func shardsMergedEqualOneBuild(fixture: Fixture, count: Int) throws {
        let s = try MergeScratch()
        defer { s.remove() }
        let whole = s.build("whole", inputs: fixture.inputs, notes: fixture.notes, templates: fixture.templates)
        // (An invalid session exits 2 with the site written, as it should.)
        #expect(s.tree("whole")["index.html"] != nil, "\(whole.stderr)")
        var pages = 0
        for i in 1...count {
            let part = s.build("shard\(i)", inputs: fixture.inputs, shard: Shard(index: i, count: count),
                               notes: fixture.notes, templates: fixture.templates)
            let tree = s.tree("shard\(i)")
            let dashboard = try #require(tree["index.html"], "\(part.stderr)")
            // A shard's dashboard and note pages say it is one, unless it is the whole (1 of 1).
            let notice = "shard \(i) of \(count) of this run's inputs"
            #expect(String(decoding: dashboard, as: UTF8.self).contains(notice) == (count > 1))
            for (path, bytes) in tree where path.hasPrefix("notes/") && path.hasSuffix(".html") {
                #expect(String(decoding: bytes, as: UTF8.self).contains(notice) == (count > 1), "\(path)")
            }
            pages += s.tree("shard\(i)").keys.filter { $0.hasPrefix("sessions/") }.count
        }
        #expect(!String(decoding: s.tree("whole")["index.html"] ?? [], as: UTF8.self).contains("A partial site"))
        #expect(pages == s.tree("whole").keys.filter { $0.hasPrefix("sessions/") }.count, "each session in exactly one shard")
        let merged = s.merge((1...count).reversed().map { "shard\($0)" }, out: "merged", notes: fixture.notes, templates: fixture.templates)
        #expect(merged.exitCode == whole.exitCode, "\(merged.stderr)")
        #expect(merged.stderr == whole.stderr)
        #expect(s.differences("whole", "merged") == [])
        #expect(!s.tree("merged").isEmpty)
    }

    @Test func aShardHoldsOnlyItsInputsByTheHashOfTheirPaths() throws {
        #expect(Shard(argument: "0/3") == nil)
        #expect(Shard(argument: "4/3") == nil)
        #expect(Shard(argument: "1/0") == nil)
        #expect(Shard(argument: "1/2/3") == nil)
        #expect(Shard(argument: "2/3") == Shard(index: 2, count: 3))
        let paths = (0..<200).map { "recordings/s\($0).jsonl" }
        for path in paths {
            #expect((1...5).filter { Shard(index: $0, count: 5).holds(path) }.count == 1)
        }
        // Spread over the parts, each getting some.
        #expect((1...5).allSatisfy { i in paths.contains { Shard(index: i, count: 5).holds($0) } })
    }

    @Test func pagesAreHardLinkedOnOneFileSystemAndCopiedAcrossTwo() throws {
        let s = try MergeScratch()
        defer { s.remove() }
        for i in 1...2 { s.build("shard\(i)", inputs: [], shard: Shard(index: i, count: 2)) }
        #expect(s.merge(["shard1", "shard2"], out: "merged").exitCode != ExitStatus.usage)
        // (Each session's runs chart is drawn afresh: the merged history is another run's.)
        let pages = s.tree("shard1").keys.filter { $0.hasPrefix("sessions/") && $0.hasSuffix(".html") }
        #expect(!pages.isEmpty)
        for page in pages { #expect(s.inode("merged/" + page) == s.inode("shard1/" + page)) }
        // Parts on another file system (tmpfs) than --out: copied, the same bytes.
        guard FileManager.default.fileExists(atPath: "/dev/shm") else { return }
        let far = try MergeScratch(in: "/dev/shm")
        defer { far.remove() }
        for i in 1...2 { far.build("shard\(i)", inputs: [], shard: Shard(index: i, count: 2)) }
        #expect(s.merge([far.path + "/shard1", far.path + "/shard2"], out: "copied").exitCode != ExitStatus.usage)
        #expect(s.differences("merged", "copied") == [])
        for page in pages { #expect(s.inode("copied/" + page) != far.inode("shard1/" + page)) }
    }
}
