@testable import AdsightCLI
import AdsightRuns
import Foundation
import Testing

/// `merge` and the history (`cli.md`, "Sharded runs"): shards of one run, labelled alike and
/// built on the same earlier runs, merge into the history one build writes; parts labelled
/// as different runs, or holding other earlier runs, are refused with nothing written;
/// shards rebuilt in place carry on from the merged site's own history.
@Suite struct MergeHistoryTests {
    func merge(_ s: RunsScratch, _ parts: [String], out: String = "merged", limit: Int = History.defaultLimit) -> ActionResult {
        var action = MergeAction(parts: parts.map(s.absolute), out: s.absolute(out), sourceDateEpoch: nil,
                                 currentDirectory: s.path, homeDirectory: s.path + "/home")
        action.historyLimit = limit
        return action.perform()
    }

    func build(_ s: RunsScratch, _ out: String, shard: Shard, label: String, history: String? = nil, url: String? = nil,
               limit: Int = History.defaultLimit) {
        var action = BuildAction(options: PipelineOptions(inputs: RunsScratch.inputs), out: s.absolute(out), sourceDateEpoch: nil,
                                 currentDirectory: s.path, homeDirectory: s.path + "/home")
        action.shard = shard
        action.runs = RunOptions(historyFile: history.map(s.absolute), historyLimit: limit, label: label, url: url)
        _ = action.perform()
    }

    @Test func shardsMergeIntoOneBuildsHistory() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try s.write("h.jsonl", "{\"run\":\"yesterday\",\"sessions\":3,\"invalid\":0,\"failed\":{\"x\":[\"ad-main-thread\"]}}\n")
        build(s, "whole", shard: .whole, label: "today", history: "h.jsonl")
        for i in 1...2 { build(s, "part-\(i)", shard: Shard(index: i, count: 2), label: "today", history: "h.jsonl") }
        let r = merge(s, ["part-1", "part-2"])
        #expect(r.exitCode == 1, "\(r.stderr)")
        #expect(s.read("merged/history.jsonl") == s.read("whole/history.jsonl"))
        #expect(s.read("merged/history.jsonl")?.split(separator: "\n").count == 2)
        #expect(s.read("merged/index.html") == s.read("whole/index.html"))
    }

    @Test func differentLabelsAreRefused() throws {
        let s = try RunsScratch(); defer { s.remove() }
        build(s, "part-1", shard: Shard(index: 1, count: 2), label: "a")
        build(s, "part-2", shard: Shard(index: 2, count: 2), label: "b")
        let r = merge(s, ["part-1", "part-2"])
        #expect(r.exitCode == 2)
        #expect(r.stderr.contains("part \(s.absolute("part-2")) is labelled as run \"b\""), "\(r.stderr)")
        #expect(!s.exists("merged"))
    }

    @Test func otherEarlierRunsAreRefused() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try s.write("h1.jsonl", "{\"run\":\"one\",\"sessions\":1,\"invalid\":0,\"failed\":{}}\n")
        try s.write("h2.jsonl", "{\"run\":\"two\",\"sessions\":1,\"invalid\":0,\"failed\":{}}\n")
        build(s, "part-1", shard: Shard(index: 1, count: 2), label: "x", history: "h1.jsonl")
        build(s, "part-2", shard: Shard(index: 2, count: 2), label: "x", history: "h2.jsonl")
        let r = merge(s, ["part-1", "part-2"])
        #expect(r.exitCode == 2)
        #expect(r.stderr.contains("holds other earlier runs in history.jsonl"), "\(r.stderr)")
        #expect(!s.exists("merged"))
    }

    /// Shards rebuilt in place, without --history, each keep their own shard's runs (marked
    /// with the shard); merged into the site that holds the whole runs they carry on from its
    /// history, as one build rebuilt in place does: the same history and dashboard, run by run.
    @Test func shardsRebuiltInPlaceMergeAsOneBuildRebuiltInPlace() throws {
        let s = try RunsScratch(); defer { s.remove() }
        for run in ["r1", "r2", "r3"] {
            build(s, "whole", shard: .whole, label: run)
            for i in 1...2 { build(s, "part-\(i)", shard: Shard(index: i, count: 2), label: run) }
            let r = merge(s, ["part-1", "part-2"])
            #expect(r.exitCode == 1, "\(run): \(r.stderr)")
            #expect(s.read("merged/history.jsonl") == s.read("whole/history.jsonl"), "\(run)")
            #expect(s.read("merged/index.html") == s.read("whole/index.html"), "\(run)")
            #expect(s.read("part-1/history.jsonl")?.contains("\"shard\":\"1/2\"") == true)
            #expect(s.read("merged/history.jsonl")?.contains("\"shard\"") == false)
        }
        #expect(s.read("merged/history.jsonl")?.split(separator: "\n").count == 3)
        // Into a new folder there is no whole history to carry on from: this run only, said so.
        let fresh = merge(s, ["part-1", "part-2"], out: "fresh")
        #expect(fresh.exitCode == 1)
        #expect(fresh.stderr.contains("the merged history starts with this run"), "\(fresh.stderr)")
        #expect(s.read("fresh/history.jsonl")?.split(separator: "\n").count == 1)
    }

    /// Each shard job linking its own page: the merged run is not linked, whatever the parts'
    /// order; one link for all is kept.
    @Test func differentRunURLsLeaveTheRunUnlinked() throws {
        let s = try RunsScratch(); defer { s.remove() }
        build(s, "part-1", shard: Shard(index: 1, count: 2), label: "x", url: "https://ci.example/job/1")
        build(s, "part-2", shard: Shard(index: 2, count: 2), label: "x", url: "https://ci.example/job/2")
        let a = merge(s, ["part-1", "part-2"], out: "a"), b = merge(s, ["part-2", "part-1"], out: "b")
        #expect(a.exitCode == 1 && b.exitCode == 1)
        #expect(a.stderr.contains("different --run-url pages"), "\(a.stderr)")
        #expect(s.read("a/history.jsonl") == s.read("b/history.jsonl"))
        #expect(s.read("a/history.jsonl")?.contains("\"url\"") == false)
        build(s, "part-2", shard: Shard(index: 2, count: 2), label: "x", url: "https://ci.example/job/1")
        let same = merge(s, ["part-1", "part-2"], out: "same")
        #expect(!same.stderr.contains("--run-url"))
        #expect(s.read("same/history.jsonl")?.contains("\"url\":\"https://ci.example/job/1\"") == true)
    }

    /// A shard whose folder was lost (a CI cache gone) or new shard folders merged into the
    /// site that holds the runs: the history carries on, whatever the parts' order; the merge's
    /// --history-limit keeps what the shards' kept.
    @Test func lostOrNewShardFoldersKeepTheSitesHistory() throws {
        let s = try RunsScratch(); defer { s.remove() }
        for (k, run) in ["r1", "r2", "r3"].enumerated() {
            build(s, "whole", shard: .whole, label: run, limit: 3)
            for i in 1...2 { build(s, "part-\(i)", shard: Shard(index: i, count: 2), label: run, limit: 3) }
            _ = merge(s, k % 2 == 0 ? ["part-1", "part-2"] : ["part-2", "part-1"], limit: 3)
        }
        try FileManager.default.removeItem(atPath: s.absolute("part-2"))
        build(s, "whole", shard: .whole, label: "r4", limit: 3)
        for i in 1...2 { build(s, "part-\(i)", shard: Shard(index: i, count: 2), label: "r4", limit: 3) }
        try FileManager.default.copyItem(atPath: s.absolute("merged"), toPath: s.absolute("merged2"))
        _ = merge(s, ["part-1", "part-2"], limit: 3)
        _ = merge(s, ["part-2", "part-1"], out: "merged2", limit: 3)
        #expect(s.read("merged/history.jsonl") == s.read("whole/history.jsonl"))
        #expect(s.read("merged2/history.jsonl") == s.read("whole/history.jsonl"))
        #expect(s.read("whole/history.jsonl")?.split(separator: "\n").count == 3)
        // Both shard folders new: still the site's runs, with nothing to warn of.
        for i in 1...2 { try FileManager.default.removeItem(atPath: s.absolute("part-\(i)")) }
        build(s, "whole", shard: .whole, label: "r5", limit: 3)
        for i in 1...2 { build(s, "part-\(i)", shard: Shard(index: i, count: 2), label: "r5", limit: 3) }
        let fresh = merge(s, ["part-1", "part-2"], limit: 3)
        #expect(!fresh.stderr.contains("history"), "\(fresh.stderr)")
        #expect(s.read("merged/history.jsonl") == s.read("whole/history.jsonl"))
        #expect(s.read("merged/index.html") == s.read("whole/index.html"))
    }

    @Test func mergeTakesAHistoryLimit() throws {
        #expect(try MergeCommand.parse(["a", "b", "--history-limit", "3"]).action.historyLimit == 3)
        #expect(try MergeCommand.parse(["a", "b"]).action.historyLimit == History.defaultLimit)
        #expect(throws: (any Error).self) { try MergeCommand.parse(["a", "--history-limit", "0"]) }
    }
}
