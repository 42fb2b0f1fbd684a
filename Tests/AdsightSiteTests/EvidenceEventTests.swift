import AdsightCLI
import AdsightRules
import Foundation
import Testing

/// One input of `EvidenceEventTests`: a session fixture of the test targets, or a bundled
/// scenario (simulated, two sessions).
struct EvidenceInput: Sendable, CustomStringConvertible {
    var path: String
    var scenario: String?
    var description: String { scenario.map { "scenario " + $0 } ?? path }

    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `*.jsonl` under `Tests/` and `templates/recordings`, and every bundled scenario.
    static var all: [EvidenceInput] {
        var files: [String] = []
        for folder in ["Tests", "templates/recordings"] {
            let root = repo.appendingPathComponent(folder)
            let walk = FileManager.default.enumerator(atPath: root.path)
            while let name = walk?.nextObject() as? String {
                if name.hasSuffix(".jsonl") { files.append(folder + "/" + name) }
            }
        }
        return files.sorted().map { EvidenceInput(path: $0) }
            + SimulateAction.bundledNames.sorted().map { EvidenceInput(path: "", scenario: $0) }
    }
}

/// Each evidence item names one event: its `t` is the `t` of the event on its `line` (the
/// header, line 1, has none), in `check --format json` and on the session page. Rules with a
/// grace window (`except within d after`) or a deadline once reported the window's end with
/// the line of the event that began it.
@Suite(.serialized) struct EvidenceEventTests {
    /// The `t` of each line of a session file (1-based; nil for the header).
    static func times(_ path: String) throws -> [Int: Double] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var out: [Int: Double] = [:]
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if let t = object?["t"] as? Double { out[i + 1] = t }
        }
        return out
    }

    /// The session files of `input`: the fixture, or the scenario simulated into `dir`.
    static func files(_ input: EvidenceInput, in dir: URL) throws -> [String] {
        guard let scenario = input.scenario else { return [EvidenceInput.repo.appendingPathComponent(input.path).path] }
        let out = dir.appendingPathComponent("in").path
        let result = SimulateAction(scenario: scenario, seed: 2011, count: 2, out: out).perform()
        try #require(result.exitCode == 0, "\(result.stderr)")
        return try FileManager.default.contentsOfDirectory(atPath: out).sorted().map { out + "/" + $0 }
    }

    @Test(arguments: EvidenceInput.all)
    func checkJSONEvidenceTimeIsItsLinesTime(_ input: EvidenceInput) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-evidence-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try Self.files(input, in: dir)
        let result = CheckAction(options: PipelineOptions(inputs: files), format: .json).perform()
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let sessions = try #require(document?["sessions"] as? [[String: Any]])
        for session in sessions where session["valid"] as? Bool == true {
            let times = try Self.times(try #require(session["file"] as? String))
            for entry in session["results"] as? [[String: Any]] ?? [] {
                for e in entry["evidence"] as? [[String: Any]] ?? [] {
                    let line = try #require(e["line"] as? Int)
                    guard line > 1 else { continue }
                    let t = try #require(e["t"] as? Double)
                    #expect(times[line].map { abs($0 - t) < 1e-9 } == true,
                            "\(entry["rule"] ?? ""): t \(t) but line \(line) is at t \(times[line] ?? -1)")
                }
            }
        }
    }

    @Test(arguments: EvidenceInput.all)
    func sessionPageEvidenceTimeIsItsLinesTime(_ input: EvidenceInput) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-evidence-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try Self.files(input, in: dir)
        let build = BuildAction(options: PipelineOptions(inputs: files), out: "site", sourceDateEpoch: nil,
                                currentDirectory: dir.path, homeDirectory: dir.appendingPathComponent("home").path).perform()
        let pages = dir.appendingPathComponent("site/sessions").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: pages)) ?? []
        try #require(build.exitCode != 2 || files.count == 1, "\(build.stderr)")
        for name in names where name.hasSuffix(".html") {
            let html = try String(contentsOfFile: pages + "/" + name, encoding: .utf8)
            let logged = Dictionary(try Self.matches(#"<tr id=L(\d+)[^>]*><td><a href=#L\d+>\d+</a><td>([0-9.]+)<"#, html),
                                    uniquingKeysWith: { a, _ in a })
            for (line, time) in try Self.matches(##">([0-9.]+) s</a></td><td class="num"><a href="#L(\d+)""##, html, swapped: true)
            where line > 1 {
                #expect(logged[line] == time, "\(name): evidence at \(time) s on line \(line), which the log shows at \(logged[line] ?? "?")")
            }
        }
    }

    /// The (line, text) pairs of `pattern`'s two groups (the first the line, unless `swapped`).
    static func matches(_ pattern: String, _ html: String, swapped: Bool = false) throws -> [(Int, String)] {
        let regex = try NSRegularExpression(pattern: pattern)
        let ns = html as NSString
        return regex.matches(in: html, range: NSRange(location: 0, length: ns.length)).compactMap { m in
            let a = ns.substring(with: m.range(at: 1)), b = ns.substring(with: m.range(at: 2))
            return swapped ? Int(b).map { ($0, a) } : Int(a).map { ($0, b) }
        }
    }
}

/// The hand-written verdicts the golden pages are rendered from keep the same rule: each
/// item's `t` is its line's.
@Test(arguments: SiteFixture.files)
func siteFixtureEvidenceTimeIsItsLinesTime(_ name: String) throws {
    let path = SiteFixture.fixtures.appendingPathComponent("sessions/" + name).path
    let id = try SiteFixture.sessions().first { $0.report.file.hasSuffix("/" + name) }?.report.id
    let times = try EvidenceEventTests.times(path)
    let failures: [String: [Evidence]] = id.flatMap { SiteFixture.verdicts[$0]?.fail } ?? [:]
    for (rule, evidence) in failures {
        for e in evidence where e.line > 1 {
            #expect(times[e.line] == e.t, "\(rule): t \(e.t) but line \(e.line) is at t \(times[e.line] ?? -1)")
        }
    }
}
