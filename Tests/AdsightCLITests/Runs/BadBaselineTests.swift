@testable import AdsightCLI
import Foundation
import Testing

/// A baseline that cannot be used is a usage error naming the file: exit 2, nothing
/// printed on standard output by `check`, nothing written by `build` (its `--out` not made).
/// A damaged field inside a usable one is dropped with a warning (`BaselineFieldDropTests`).
@Suite struct BadBaselineTests {
    static let cases: [(name: String, text: String?, says: String)] = [
        ("not JSON", "this is not json", "not valid JSON"),
        ("truncated", "{\"adsight\": \"0.1.0\", \"format\": 2, \"sessions\": [{\"id\": \"x\", \"results\": [", "not valid JSON"),
        ("another document", "{\"name\": \"package.json\", \"version\": \"1.0.0\"}", "not an adsight summary"),
        ("a newer format", "{\"format\": 99, \"sessions\": []}", "newer than this adsight reads"),
        ("a format that is no number", "{\"format\": \"2\", \"sessions\": []}", "not a positive integer"),
        ("deep nesting", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), "not valid JSON"),
        ("missing", nil, "no such file"),
    ]

    @Test(arguments: cases.indices)
    func refused(_ i: Int) throws {
        let c = Self.cases[i]
        let s = try RunsScratch(); defer { s.remove() }
        if let text = c.text { try s.write("bad.json", text) }
        let checked = s.check(baseline: "bad.json")
        #expect(checked.exitCode == 2, "\(c.name)")
        #expect(checked.stdout.isEmpty, "\(c.name)")
        #expect(checked.stderr.contains(s.absolute("bad.json")) && checked.stderr.contains(c.says), "\(c.name): \(checked.stderr)")
        let built = s.build("site", baseline: "bad.json")
        #expect(built.exitCode == 2, "\(c.name)")
        #expect(!s.exists("site"), "\(c.name): build wrote its site")
    }

    /// A folder without summary.json names the file looked for.
    @Test func folderWithoutSummary() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try FileManager.default.createDirectory(atPath: s.absolute("empty"), withIntermediateDirectories: true)
        let checked = s.check(baseline: "empty")
        #expect(checked.exitCode == 2 && checked.stderr.contains("empty/summary.json"))
    }

    /// A huge baseline line (one 4 MB string) is read, not refused for its size: only its
    /// shape matters (the parser holds no copy per value).
    @Test func hugeLine() throws {
        let s = try RunsScratch(); defer { s.remove() }
        let huge = String(repeating: "x", count: 4 << 20)
        try s.write("huge.json", "{\"sessions\": [{\"id\": \"\(huge)\", \"results\": []}]}")
        let c = try RunsScratch.object(s.check(baseline: "huge.json").stdout)["comparison"] as? [String: Any]
        #expect((c?["goneSessions"] as? [String])?.first?.count == 4 << 20)
        #expect(c?["newSessions"] as? Int == 3)
    }
}
