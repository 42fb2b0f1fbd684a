@testable import AdsightCLI
import AdsightRuns
import Foundation
import Testing

/// `history.jsonl` across builds: every site holds one, a rebuild of the same `--out` adds
/// to its own, `--history-limit` keeps the last runs, labels follow the spec, a damaged line
/// is dropped with a warning naming file and line, and the trend shows on the pages.
@Suite struct HistoryTests {
    func lines(_ s: RunsScratch, _ site: String) -> [[String: Any]] {
        (s.read(site + "/history.jsonl") ?? "").split(separator: "\n").compactMap { try? RunsScratch.object(String($0)) }
    }

    @Test func threeBuilds() throws {
        let s = try RunsScratch(); defer { s.remove() }
        s.build("site")
        s.build("site", inputs: [CheckFixtures.clean, CheckFixtures.error])
        s.build("site", inputs: [CheckFixtures.clean], runs: RunOptions(url: "https://ci.example/runs/3"))
        let runs = lines(s, "site")
        #expect(runs.map { $0["run"] as? String } == ["run 1", "run 2", "run 3"])
        #expect(runs.map { $0["sessions"] as? Int } == [3, 2, 1])
        #expect(runs.map { ($0["failed"] as? [String: [String]])?.count } == [2, 1, 0])
        #expect((runs[0]["failed"] as? [String: [String]])?["toprated-background-layout"] == ["ad-main-thread"])
        #expect(runs[2]["url"] as? String == "https://ci.example/runs/3")
        let index = s.read("site/index.html") ?? ""
        #expect(index.contains("<svg class=\"trend\""))
        #expect(index.contains("<a href=\"https://ci.example/runs/3\">"))
        #expect(s.read("site/notes/ad-main-thread.html")?.contains("<svg class=\"spark\"") == true)
        // Deterministic: the same history and inputs give the same bytes.
        try FileManager.default.copyItem(atPath: s.absolute("site/history.jsonl"), toPath: s.absolute("h.jsonl"))
        s.build("a", inputs: [CheckFixtures.clean], runs: RunOptions(historyFile: s.absolute("h.jsonl"), label: "x"))
        s.build("b", inputs: [CheckFixtures.clean], runs: RunOptions(historyFile: s.absolute("h.jsonl"), label: "x"))
        #expect(s.read("a/index.html") == s.read("b/index.html"))
        #expect(s.read("a/history.jsonl") == s.read("b/history.jsonl"))
    }

    /// A relative `--out` is the site in the build's working directory, for its history too
    /// (not a folder of that name where the process happens to run).
    @Test func aRelativeOutReadsItsOwnHistory() throws {
        let s = try RunsScratch(); defer { s.remove() }
        func build() -> ActionResult {
            BuildAction(options: s.options([CheckFixtures.clean]), out: "site", currentDirectory: s.path,
                        homeDirectory: s.path + "/home").perform()
        }
        #expect(build().exitCode == 0)
        #expect(build().exitCode == 0)
        #expect(lines(s, "site").map { $0["run"] as? String } == ["run 1", "run 2"])
        // A damaged line is named as the user gave --out.
        try s.write("site/history.jsonl", (s.read("site/history.jsonl") ?? "") + "not json\n")
        let third = build()
        #expect(third.stderr.contains("warning: site/history.jsonl:3: "), "\(third.stderr)")
    }

    /// The history table groups counts of a thousand and more, like the rest of the dashboard.
    @Test func largeCountsAreGroupedInTheHistoryTable() throws {
        let s = try RunsScratch(); defer { s.remove() }
        let big = HistoryLine(run: "nightly", sessions: 12_345, invalid: 1_001, errors: 4_019, warnings: 2_000, infos: 1_000,
                              failed: [("s-1", ["a"])])
        try s.write("h.jsonl", String(decoding: History.encode([big]), as: UTF8.self))
        s.build("site", inputs: [CheckFixtures.clean], runs: RunOptions(historyFile: s.absolute("h.jsonl")))
        let index = s.read("site/index.html") ?? ""
        let row = try #require(index.firstMatch(of: #/<tr><td>nightly</td>.*?</tr>/#)).output
        for n in ["12\u{202F}345", "1\u{202F}001", "4\u{202F}019", "2\u{202F}000", "1\u{202F}000"] {
            #expect(row.contains("<td class=\"num\">\(n)</td>"), "\(n) in \(row)")
        }
        // The trend chart's axis and each run's tooltip too.
        let trend = try #require(index.firstMatch(of: #/<svg class="trend".*?</svg>/#)).output
        let axis = trend.matches(of: #/<text class="axis"[^>]*>([^<]*)</text>/#).map { String($0.output.1) }
        #expect(axis.count == 5 && axis.allSatisfy { $0.firstMatch(of: #/\d{4}/#) == nil } && axis.contains { $0.contains("\u{202F}") }, "\(axis)")
        #expect(trend.contains("nightly: 1 of 12\u{202F}345 sessions failing; 4\u{202F}019 error"))
    }

    @Test func limitAndLabels() throws {
        let s = try RunsScratch(); defer { s.remove() }
        for _ in 0..<4 { s.build("site", runs: RunOptions(historyLimit: 2)) }
        #expect(lines(s, "site").map { $0["run"] as? String } == ["run 3", "run 4"])
        s.build("site", runs: RunOptions(historyLimit: 2, label: "nightly <b>"))
        #expect(lines(s, "site").map { $0["run"] as? String } == ["run 4", "nightly <b>"])
        #expect(s.read("site/index.html")?.contains("nightly &lt;b&gt;") == true)
        // SOURCE_DATE_EPOCH gives the run its UTC time.
        s.build("site", runs: RunOptions(historyLimit: 2), epoch: "1300000000")
        #expect(lines(s, "site").last?["run"] as? String == "2011-03-13 07:06 UTC")
        // One that is no such time is said to be left out; an empty one is as if unset.
        let bad = s.build("site", runs: RunOptions(historyLimit: 2), epoch: "abc")
        #expect(bad.stderr.contains("warning: SOURCE_DATE_EPOCH=abc is not a whole number of seconds"), "\(bad.stderr)")
        #expect(lines(s, "site").last?["run"] as? String == "run 1")  // no "run N" among the two kept
        #expect(!s.build("site", runs: RunOptions(historyLimit: 2), epoch: "").stderr.contains("SOURCE_DATE_EPOCH"))
        // A URL that is not http(s) is dropped with a warning, never a link.
        let r = s.build("site", runs: RunOptions(label: "y", url: "javascript:alert(1)"))
        #expect(r.stderr.contains("--run-url javascript:alert(1) is not an http: or https: URL"))
        #expect(lines(s, "site").last?["url"] == nil)
        #expect(s.read("site/index.html")?.contains("javascript:") == false)
    }

    static let damaged: [(line: String, why: String)] = [
        ("not json at all", "not valid JSON"),
        ("{\"format\": 7, \"run\": \"future\", \"sessions\": 1, \"invalid\": 0, \"failed\": {}}", "newer than this adsight reads"),
        ("{\"run\": 3, \"sessions\": 1, \"invalid\": 0, \"failed\": {}}", "no string \"run\""),
        ("{\"run\": \"r\", \"sessions\": -1, \"invalid\": 0, \"failed\": {}}", "must be counts"),
        ("{\"run\": \"r\", \"sessions\": 1, \"invalid\": 0, \"failed\": {\"s\": [[[[[[1]]]]]]}}", "not valid JSON"),
        ("{\"run\": \"r\", \"sessions\": 1, \"invalid\": 0, \"failed\": {\"s\": [1]}}", "is not a string"),
        ("[]", "not a JSON object"),
    ]

    @Test(arguments: damaged.indices)
    func damagedLine(_ i: Int) throws {
        let s = try RunsScratch(); defer { s.remove() }
        let good = "{\"run\":\"run 7\",\"sessions\":2,\"invalid\":0,\"failed\":{\"a\":[\"ad-main-thread\"]}}"
        try s.write("h.jsonl", good + "\n" + Self.damaged[i].line + "\n" + good + "\n")
        let r = s.build("site", runs: RunOptions(historyFile: s.absolute("h.jsonl")))
        #expect(r.exitCode == 1)
        #expect(r.stderr.contains(s.absolute("h.jsonl") + ":2: history line dropped: "), "\(r.stderr)")
        #expect(r.stderr.contains(Self.damaged[i].why), "\(r.stderr)")
        #expect(lines(s, "site").map { $0["run"] as? String } == ["run 7", "run 7", "run 8"])
    }

    /// A huge history line is dropped (longer than the limit), the rest kept.
    @Test func hugeLine() {
        var bytes = Array("{\"run\":\"a\",\"sessions\":1,\"invalid\":0,\"failed\":{}}\n".utf8)
        bytes += Array(repeating: UInt8(ascii: "x"), count: HistoryCodec.maxLineLength + 1) + [0x0A]
        bytes += Array("{\"run\":\"b\",\"sessions\":1,\"invalid\":0,\"failed\":{}}\n".utf8)
        let history = History.read(bytes, file: "h")
        #expect(history.runs.map(\.run) == ["a", "b"])
        #expect(history.warnings == ["h:2: history line dropped: longer than \(HistoryCodec.maxLineLength) bytes"])
    }

    /// A `--history FILE` that is not there (a first run) or not a file reads as no history,
    /// with a warning saying why; one not there says that FILE is only read.
    @Test func missingOrOddHistoryFile() throws {
        let s = try RunsScratch(); defer { s.remove() }
        let missing = HistoryFile.read(s.absolute("none.jsonl"))
        #expect(missing.runs.isEmpty)
        #expect(missing.warnings == ["\(s.absolute("none.jsonl")): no history read: no such file (--history only reads an earlier "
                                     + "run's history.jsonl; this run's history is the site's history.jsonl)"])
        try FileManager.default.createDirectory(atPath: s.absolute("folder.jsonl"), withIntermediateDirectories: true)
        #expect(HistoryFile.read(s.absolute("folder.jsonl")).warnings == ["\(s.absolute("folder.jsonl")): no history read: not a readable file"])
    }

    /// Encoding then decoding gives the line back (hostile strings included).
    @Test func roundTrip() throws {
        let line = HistoryLine(run: "r \"1\"\n\u{202E}", url: "https://x.example/a?b=1", sessions: 4, invalid: 1, errors: 2, warnings: 1, infos: 0,
                               failed: [("s-1", ["a", "b"]), ("s \u{0}2", ["c"])])
        let history = History.read(History.encode([line, line]), file: "h")
        #expect(history.warnings.isEmpty)
        #expect(history.runs == [line, line])
    }

    /// Read for a merge (`listingLast: false`), the last line is counted, not listed: the same
    /// label, link and counts; a trailing blank line does not make another line the last.
    @Test func lastLineCounted() throws {
        let first = HistoryLine(run: "run 1", sessions: 2, invalid: 0, failed: [("s-1", ["a"])])
        let own = HistoryLine(run: "run 2", url: "https://ci.example/2", sessions: 3, invalid: 0, errors: 3, warnings: 1, infos: 0,
                              failed: [("s-1", ["a", "b", "a"]), ("s-2", ["b"])])
        let history = History.read(History.encode([first, own]) + Array(" \n\n".utf8), file: "h", listingLast: false)
        #expect(history.warnings.isEmpty)
        #expect(history.runs.count == 2 && history.runs[0] == first)
        let counted = try #require(history.runs.last)
        #expect(counted.failed.isEmpty && counted.counted == FailedCounts(own.failed))
        #expect(counted.run == own.run && counted.url == own.url && counted.failingSessions == 2 && counted.ruleSessions == ["a": 1, "b": 2])
        #expect(History.read(History.encode([first, own]), file: "h").runs == [first, own])
    }
}
