@testable import AdsightCLI
import Foundation
import Testing

/// Sites of other input sets (one per device pool) merge into the site of all their
/// sessions: the files one build of all their inputs writes, but for the merge record,
/// which names the merged input set. A session two parts share is kept once; different
/// sessions under one id are both kept (numbered pages, as in one build) with a warning.
@Suite(.serialized) struct OtherOriginMergeTests {
    static let replay = MergeScratch.fixtures + "/replay", set = MergeScratch.fixtures + "/check/set"

    @Test func poolsMergeIntoTheSiteOfAllTheirSessions() throws {
        let s = try MergeScratch()
        defer { s.remove() }
        s.build("poolA", inputs: [Self.replay])
        s.build("poolB", inputs: [Self.set])
        let all = s.build("all", inputs: [Self.replay, Self.set])
        let merged = s.merge(["poolA", "poolB"], out: "merged")
        #expect(merged.exitCode == all.exitCode)
        // check/set holds two files with one id: the merge warns of them as the build does.
        #expect(merged.stderr == all.stderr, "\(merged.stderr)")
        #expect(s.differences("all", "merged") == [MergeRecord.fileName])
    }

    @Test func aSessionTwoPartsShareIsKeptOnce() throws {
        let s = try MergeScratch()
        defer { s.remove() }
        let both = s.build("both", inputs: [Self.replay, Self.set])
        s.build("poolB", inputs: [Self.set])
        let merged = s.merge(["both", "poolB"], out: "merged")
        #expect(!merged.stderr.contains("different sessions"), "\(merged.stderr)")
        #expect(merged.stderr == both.stderr, "\(merged.stderr)")
        #expect(s.differences("both", "merged") == [MergeRecord.fileName])
    }

    @Test func differentSessionsUnderOneIdAreBothKeptWithAWarning() throws {
        let s = try MergeScratch()
        defer { s.remove() }
        // The same id in another file: another session.
        try FileManager.default.createDirectory(atPath: s.absolute("pool2"), withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: Self.set + "/a-clean.jsonl", toPath: s.absolute("pool2/a-clean.jsonl"))
        s.build("poolA", inputs: [Self.set])
        s.build("poolB", inputs: [s.absolute("pool2")])
        s.build("all", inputs: [Self.set, s.absolute("pool2")])
        let merged = s.merge(["poolA", "poolB"], out: "merged")
        #expect(merged.stderr.contains("warning: session id \"toprated-allows-action\""), "\(merged.stderr)")
        #expect(merged.stderr.contains("both kept"))
        #expect(s.differences("all", "merged") == [MergeRecord.fileName])
        #expect(s.tree("merged")["sessions/toprated-allows-action-3.html"] != nil)
    }

    @Test func aMergeInterruptedMidwayLeavesTheOldSite() throws {
        let s = try MergeScratch()
        defer { s.remove() }
        for i in 1...2 { s.build("shard\(i)", inputs: [], shard: Shard(index: i, count: 2)) }
        s.build("pool", inputs: [Self.replay])
        #expect(s.merge(["shard1", "shard2"], out: "merged").exitCode != ExitStatus.usage)
        let before = s.tree("merged"), entries = s.entries()
        let out = s.absolute("merged")
        struct Interrupted: Error {}
        MergeAction.afterPages = { target, _ in if target == out { throw Interrupted() } }
        defer { MergeAction.afterPages = nil }
        let result = s.merge(["shard1", "shard2", "pool"], out: "merged")
        #expect(result.exitCode == ExitStatus.usage)
        #expect(s.tree("merged") == before)
        #expect(s.entries() == entries)
    }
}
