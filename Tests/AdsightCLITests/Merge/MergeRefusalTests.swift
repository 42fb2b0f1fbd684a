@testable import AdsightCLI
import Foundation
import Testing

/// Every refusal of `adsight merge`: exit 2, a message naming the part, and nothing written
/// (no --out, nothing beside it).
@Suite struct MergeRefusalTests {
    /// The scratch folder with shards 1/3..3/3 of the bundled default, plus what `prepare` adds.
    private static func refused(_ parts: [String], notes: String? = nil, failOn: FailOn = .error, expect phrase: String,
                                naming part: String, prepare: (MergeScratch) throws -> Void = { _ in }) throws {
        let s = try MergeScratch()
        defer { s.remove() }
        for i in 1...3 { s.build("shard\(i)", inputs: [], shard: Shard(index: i, count: 3)) }
        try prepare(s)
        let before = s.entries()
        let result = s.merge(parts, out: "merged", notes: notes, failOn: failOn)
        #expect(result.exitCode == ExitStatus.usage)
        #expect(result.stdout == "")
        #expect(result.stderr.contains(phrase), "\(result.stderr)")
        #expect(result.stderr.contains("part " + s.absolute(part)), "\(result.stderr)")
        #expect(s.entries() == before, "nothing written")
    }

    @Test func aShardMissing() throws {
        try Self.refused(["shard1", "shard3"], expect: "shard 2/3 of the inputs", naming: "shard1")
    }

    @Test func aShardGivenTwice() throws {
        try Self.refused(["shard1", "shard2", "shard3", "shard2"], expect: "shard 2/3 of the same inputs as part", naming: "shard2")
    }

    @Test func shardsCutIntoAnotherNumberOfParts() throws {
        try Self.refused(["shard1", "shard2", "shard3", "other"], expect: "cut into another number of shards", naming: "other") { s in
            s.build("other", inputs: [], shard: Shard(index: 2, count: 2))
        }
    }

    @Test func anotherAdsightVersion() throws {
        try Self.refused(["shard1", "shard2", "shard3"], expect: "another adsight version", naming: "shard2") { s in
            try s.forge("shard2") { record, _ in record.key.binary &+= 1 }
        }
    }

    @Test func otherNotes() throws {
        try Self.refused(["shard1", "shard2", "shard3", "noted"], expect: "other notes", naming: "noted") { s in
            s.build("noted", inputs: [MergeScratch.fixtures + "/replay"], notes: MergeScratch.fixtures + "/incremental/notes")
        }
    }

    @Test func otherNotesThanTheMergeIsGiven() throws {
        try Self.refused(["shard1", "shard2", "shard3"], notes: MergeScratch.fixtures + "/incremental/notes",
                         expect: "other notes", naming: "shard1")
    }

    @Test func otherTemplates() throws {
        try Self.refused(["shard1", "shard2", "shard3", "styled"], expect: "other templates", naming: "styled") { s in
            s.build("styled", inputs: [MergeScratch.fixtures + "/replay"], templates: MergeScratch.fixtures + "/incremental/templates")
        }
    }

    @Test func otherOptions() throws {
        try Self.refused(["shard1", "shard2", "shard3", "strict"], expect: "other options", naming: "strict") { s in
            s.build("strict", inputs: [MergeScratch.fixtures + "/replay"], failOn: .warning)
        }
    }

    @Test func notAnAdsightSite() throws {
        try Self.refused(["shard1", "shard2", "shard3", "plain"], expect: "is not an adsight site", naming: "plain") { s in
            try FileManager.default.createDirectory(atPath: s.absolute("plain"), withIntermediateDirectories: false)
            try Data("<p>hi</p>".utf8).write(to: URL(fileURLWithPath: s.absolute("plain/index.html")))
        }
    }

    @Test func aSiteWithoutAMergeRecord() throws {
        try Self.refused(["shard1", "shard2", "shard3"], expect: "cannot be merged", naming: "shard3") { s in
            // A site of an adsight before merge: no record, none listed in its marker.
            let marker = s.absolute("shard3/" + SiteWriter.marker)
            let text = try String(contentsOfFile: marker, encoding: .utf8)
            try text.replacingOccurrences(of: MergeRecord.fileName + "\n", with: "").write(toFile: marker, atomically: false, encoding: .utf8)
            try FileManager.default.removeItem(atPath: s.absolute("shard3/" + MergeRecord.fileName))
        }
    }

    @Test func aMergeRecordOfAnotherFormat() throws {
        try Self.refused(["shard1", "shard2", "shard3"], expect: "another format (adsight-merge/9", naming: "shard2") { s in
            let path = s.absolute("shard2/" + MergeRecord.fileName)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacingOccurrences(of: "adsight-merge/1", with: "adsight-merge/9").write(toFile: path, atomically: false, encoding: .utf8)
        }
    }

    @Test func theOutRulesOfBuild() throws {
        let s = try MergeScratch()
        defer { s.remove() }
        s.build("shard1", inputs: [], shard: Shard(index: 1, count: 1))
        // --out a part, a folder holding a part, a folder adsight did not write.
        #expect(s.merge(["shard1"], out: "shard1").exitCode == ExitStatus.usage)
        #expect(s.merge(["shard1"], out: s.path).exitCode == ExitStatus.usage)
        try FileManager.default.createDirectory(atPath: s.absolute("mine"), withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: s.absolute("mine/notes.txt")))
        let refused = s.merge(["shard1"], out: "mine")
        #expect(refused.exitCode == ExitStatus.usage)
        #expect(refused.stderr.contains("not written by adsight"), "\(refused.stderr)")
        #expect(s.tree("mine") == ["notes.txt": Array("keep".utf8)])
    }
}
