@testable import AdsightCLI
import Foundation
import Testing

/// `merge` and the history (`cli.md`, "Sharded runs"): shards of one run, labelled alike and
/// built on the same earlier runs, merge into the history one build writes; parts labelled
/// as different runs, or holding other earlier runs, are refused with nothing written.
@Suite struct MergeHistoryTests {
    func merge(_ s: RunsScratch, _ parts: [String], out: String = "merged") -> ActionResult {
        let action = MergeAction(parts: parts.map(s.absolute), out: s.absolute(out), sourceDateEpoch: nil,
                                 currentDirectory: s.path, homeDirectory: s.path + "/home")
        return action.perform()
    }

    func build(_ s: RunsScratch, _ out: String, shard: Shard, label: String, history: String? = nil) {
        var action = BuildAction(options: PipelineOptions(inputs: RunsScratch.inputs), out: s.absolute(out), sourceDateEpoch: nil,
                                 currentDirectory: s.path, homeDirectory: s.path + "/home")
        action.shard = shard
        action.runs = RunOptions(historyFile: history.map(s.absolute), label: label)
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
}
