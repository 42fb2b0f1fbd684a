@testable import AdsightCLI
import Foundation
import Testing

/// Hostile baselines and histories (CI artifacts: untrusted) through `build`: a history with
/// deep nesting, a 9 MiB line, a count of 2e18, a run label of markup and a `javascript:` URL
/// is kept apart line by line (each bad line or field a warning FILE:LINE, the build goes on, labels shown as text,
/// no link but http(s)); a deeply nested or bizarre baseline refuses the build with its file.
@Suite struct HostileRunsTests {
    @Test func hostileHistory() throws {
        let s = try RunsScratch(); defer { s.remove() }
        var lines = [
            "{\"run\":\"<script>alert(1)</script>\",\"url\":\"javascript:alert(1)\",\"sessions\":1,\"invalid\":0,\"failed\":{\"<b>\":[\"\\u202e\"]}}",
            "{\"run\":\"deep\",\"sessions\":1,\"invalid\":0,\"failed\":" + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000) + "}",
            "{\"run\":\"huge\",\"sessions\":1,\"invalid\":0,\"failed\":{\"" + String(repeating: "A", count: 9 << 20) + "\":[]}}",
            "{\"run\":\"ok\",\"url\":\"https://ci.example/ok\",\"sessions\":1,\"invalid\":0,\"failed\":{}}",
            "{\"run\":\"x\",\"sessions\":1,\"invalid\":0,\"errors\":2000000000000000000,\"failed\":{}}",
        ]
        lines.append("")
        try s.write("h.jsonl", lines.joined(separator: "\n"))
        let r = s.build("site", runs: RunOptions(historyFile: s.absolute("h.jsonl")))
        #expect(r.exitCode == 1)
        #expect(r.stderr.contains(s.absolute("h.jsonl") + ":2: history line dropped: "))
        #expect(r.stderr.contains(s.absolute("h.jsonl") + ":3: history line dropped: longer than"))
        #expect(r.stderr.contains(s.absolute("h.jsonl") + ":1: history field \"url\" dropped: not an http(s) URL"))
        #expect(r.stderr.contains(s.absolute("h.jsonl") + ":5: history line dropped: ") && r.stderr.contains("counts up to 1000000000"))
        #expect(!r.stderr.contains("h.jsonl:1: history line") && !r.stderr.contains("h.jsonl:4:"))
        let index = s.read("site/index.html") ?? ""
        #expect(!index.contains("<script>alert"))
        #expect(index.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!index.contains("javascript:"))
        #expect(index.contains("<a href=\"https://ci.example/ok\">"))
        let kept = (s.read("site/history.jsonl") ?? "").split(separator: "\n")
        #expect(kept.count == 3)
        #expect(kept.first?.contains("\"url\"") == false)   // the javascript: URL is not kept
    }

    @Test func hostileBaseline() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try s.write("deep.json", "{\"sessions\":[{\"id\":\"a\",\"results\":" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}]}")
        let r = s.build("site", baseline: "deep.json")
        #expect(r.exitCode == 2)
        #expect(r.stderr.contains(s.absolute("deep.json") + ":1:"))
        #expect(!s.exists("site"))
    }
}
