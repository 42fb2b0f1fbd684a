@testable import AdsightCLI
import Foundation
import Testing

/// Each session's status over the recorded runs (`sessions/<page>.runs.svg`, shown by its
/// page): drawn from the earlier runs and the session's own results, written afresh by
/// every build while an unchanged session keeps its page (the page only names the file),
/// and equal, shards merged, to one build's.
@Suite struct SessionRunsTests {
    static let errorChart = "site/sessions/toprated-background-layout.runs.svg"

    func inode(_ s: RunsScratch, _ path: String) -> UInt64? {
        var st = stat()
        return lstat(s.absolute(path), &st) == 0 ? UInt64(st.st_ino) : nil
    }

    @Test func threeBuildsDrawEachSessionsRunsAndKeepItsPage() throws {
        let s = try RunsScratch(); defer { s.remove() }
        s.build("site", runs: RunOptions(label: "one"))
        s.build("site", inputs: [CheckFixtures.clean, CheckFixtures.warning], runs: RunOptions(label: "two", url: "https://ci.example/2"))
        #expect(!s.exists(Self.errorChart), "a session not in the run has no chart")
        // Held by a link of the test's, so a page rendered again could not get its inode back.
        let page = "site/sessions/toprated-allows-action.html"
        try FileManager.default.createDirectory(atPath: s.absolute("held"), withIntermediateDirectories: false)
        #expect(link(s.absolute(page), s.absolute("held/page")) == 0)
        let before = inode(s, page), chartBefore = s.read("site/sessions/toprated-allows-action.runs.svg")
        s.build("site", runs: RunOptions(label: "three <b>"))
        #expect(inode(s, page) == before, "the history grew, the page of an unchanged session was not rendered again")
        let chart = try #require(s.read(Self.errorChart))
        #expect(chart.contains("<title>one: failed 1 rule (ad-main-thread)</title>"))
        #expect(chart.contains("<title>two: no failure recorded</title>"))
        #expect(chart.contains("<a href=\"https://ci.example/2\" target=\"_top\">"))
        #expect(chart.contains("<title>three &lt;b&gt;: failed 1 rule (ad-main-thread)</title>"))
        #expect(chart.contains("Failed a rule in 2 of the last 3 runs; this run: failed 1 rule"))
        #expect(s.read("site/sessions/toprated-allows-action.runs.svg") != chartBefore)
        #expect(s.read("site/sessions/toprated-background-layout.html")?.contains("src=\"toprated-background-layout.runs.svg\"") == true)
        #expect(s.read("site/.adsight-site")?.contains("sessions/toprated-background-layout.runs.svg") == true)
    }

    @Test func theLimitBoundsTheRunsDrawn() throws {
        let s = try RunsScratch(); defer { s.remove() }
        for label in ["a", "b", "c"] { s.build("site", runs: RunOptions(historyLimit: 2, label: label)) }
        let chart = try #require(s.read(Self.errorChart))
        #expect(!chart.contains("<title>a: "))
        #expect(chart.contains("<title>b: ") && chart.contains("<title>c: "))
    }

    @Test func shardsMergedDrawTheChartsOfOneBuild() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try s.write("h.jsonl", "{\"run\":\"yesterday\",\"sessions\":3,\"invalid\":0,\"failed\":{\"toprated-allows-action\":[\"ad-allow-actions\"]}}\n")
        let history = RunOptions(historyFile: s.absolute("h.jsonl"), label: "today")
        s.build("whole", runs: history)
        for i in 1...2 { s.build("part-\(i)", runs: history, shard: Shard(index: i, count: 2)) }
        let merge = MergeAction(parts: ["part-1", "part-2"].map(s.absolute), out: s.absolute("merged"), sourceDateEpoch: nil,
                                currentDirectory: s.path, homeDirectory: s.path + "/home")
        _ = merge.perform()
        let charts = try FileManager.default.contentsOfDirectory(atPath: s.absolute("whole/sessions")).filter { $0.hasSuffix(".runs.svg") }
        #expect(charts.count == 3)
        for chart in charts {
            #expect(s.read("merged/sessions/" + chart) == s.read("whole/sessions/" + chart), "\(chart)")
        }
        #expect(s.read("whole/sessions/toprated-allows-action.runs.svg")?.contains("<title>yesterday: failed 1 rule (ad-allow-actions)</title>") == true)
    }
}
