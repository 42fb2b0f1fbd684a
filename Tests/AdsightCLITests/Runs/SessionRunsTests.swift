@testable import AdsightCLI
import Foundation
import Testing

/// Each session's status over the recorded runs (`sessions/<hash>.runs.svg`, shown by its
/// page): drawn from the earlier runs and the session's own results, written afresh by
/// every build while an unchanged session keeps its page (the page only names the file),
/// and equal, shards merged, to one build's.
@Suite struct SessionRunsTests {
    /// The runs chart the page `folder/sessions/<page>.html` shows, relative to the scratch folder.
    func chartOf(_ s: RunsScratch, _ folder: String, _ page: String) -> String? {
        guard let html = s.read(folder + "/sessions/" + page + ".html"), let src = html.range(of: "<img class=\"session-runs\" src=\"") else { return nil }
        let rest = html[src.upperBound...]
        return rest.firstIndex(of: "\"").map { folder + "/sessions/" + rest[..<$0] }
    }

    func inode(_ s: RunsScratch, _ path: String) -> UInt64? {
        var st = stat()
        return lstat(s.absolute(path), &st) == 0 ? UInt64(st.st_ino) : nil
    }

    @Test func threeBuildsDrawEachSessionsRunsAndKeepItsPage() throws {
        let s = try RunsScratch(); defer { s.remove() }
        s.build("site", runs: RunOptions(label: "one"))
        let errorChart = try #require(chartOf(s, "site", "toprated-background-layout"))
        s.build("site", inputs: [CheckFixtures.clean, CheckFixtures.warning], runs: RunOptions(label: "two", url: "https://ci.example/2"))
        #expect(!s.exists(errorChart), "a session not in the run has no chart")
        // Held by a link of the test's, so a page rendered again could not get its inode back.
        let page = "site/sessions/toprated-allows-action.html"
        try FileManager.default.createDirectory(atPath: s.absolute("held"), withIntermediateDirectories: false)
        #expect(link(s.absolute(page), s.absolute("held/page")) == 0)
        let cleanChart = try #require(chartOf(s, "site", "toprated-allows-action"))
        let before = inode(s, page), chartBefore = s.read(cleanChart)
        s.build("site", runs: RunOptions(label: "three <b>"))
        #expect(inode(s, page) == before, "the history grew, the page of an unchanged session was not rendered again")
        let chart = try #require(s.read(errorChart))
        #expect(chart.contains("<title>one: failed 1 rule (ad-main-thread)</title>"))
        #expect(chart.contains("<title>two: no failure recorded</title>"))
        #expect(chart.contains("<a href=\"https://ci.example/2\" target=\"_top\">"))
        #expect(chart.contains("<title>three &lt;b&gt;: failed 1 rule (ad-main-thread)</title>"))
        #expect(chart.contains("Failed a rule in 2 of the last 3 runs; this run: failed 1 rule"))
        #expect(s.read(cleanChart) != chartBefore)
        #expect(s.read("site/.adsight-site")?.contains(String(errorChart.dropFirst("site/".count))) == true)
    }

    @Test func theLimitBoundsTheRunsDrawn() throws {
        let s = try RunsScratch(); defer { s.remove() }
        for label in ["a", "b", "c"] { s.build("site", runs: RunOptions(historyLimit: 2, label: label)) }
        let chart = try #require(chartOf(s, "site", "toprated-background-layout").flatMap(s.read))
        #expect(!chart.contains("<title>a: "))
        #expect(chart.contains("<title>b: ") && chart.contains("<title>c: "))
    }

    @Test func shardsMergedDrawTheChartsOfOneBuild() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try s.write("h.jsonl", "{\"run\":\"yesterday\",\"sessions\":3,\"invalid\":0,\"failed\":{\"toprated-allows-action\":[\"ad-allow-actions\"]}}\n")
        // With the built-in notes, which merge reads.
        func build(_ out: String, _ shard: Shard) {
            var action = BuildAction(options: PipelineOptions(inputs: RunsScratch.inputs), out: s.absolute(out), sourceDateEpoch: nil,
                                     currentDirectory: s.path, homeDirectory: s.path + "/home")
            action.shard = shard
            action.runs = RunOptions(historyFile: s.absolute("h.jsonl"), label: "today")
            _ = action.perform()
        }
        build("whole", .whole)
        for i in 1...2 { build("part-\(i)", Shard(index: i, count: 2)) }
        let merge = MergeAction(parts: ["part-1", "part-2"].map(s.absolute), out: s.absolute("merged"), sourceDateEpoch: nil,
                                currentDirectory: s.path, homeDirectory: s.path + "/home")
        let merged = merge.perform()
        #expect(merged.exitCode != ExitStatus.usage, "\(merged.stderr)")
        let charts = try FileManager.default.contentsOfDirectory(atPath: s.absolute("whole/sessions")).filter { $0.hasSuffix(".runs.svg") }
        #expect(charts.count == 3)
        for chart in charts {
            #expect(s.read("merged/sessions/" + chart) == s.read("whole/sessions/" + chart), "\(chart)")
        }
        let clean = try #require(chartOf(s, "whole", "toprated-allows-action"))
        #expect(s.read(clean)?.contains("<title>yesterday: failed 1 rule (ad-allow-actions)</title>") == true)
    }
}
