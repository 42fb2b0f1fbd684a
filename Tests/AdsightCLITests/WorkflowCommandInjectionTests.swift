@testable import AdsightCLI
import Testing

/// A recording's strings (its id, an ad's name, a thread) may hold line feeds: no text output
/// may let one start a line of its own, which a CI log would take for a GitHub Actions
/// workflow command (`::error file=...::...` forging an annotation). Only `--format github`
/// writes commands, its own, with the values escaped (`%0A`).
struct WorkflowCommandInjectionTests {
    static let forged = "\\n::error file=evil.txt::pwned\\r\\n::warning::x"

    static func session() throws -> String {
        let folder = try CheckFixtures.folder([
            "i.jsonl": """
            {"adsession": 1, "id": "s\(forged)", "device": {"family": "iPhone"}, "os": "4.2"}
            {"t": 0, "event": "initWithFrame:", "ad": "b\(forged)", "class": "ADBannerView", "frame": [0, 0, 320, 50], "thread": "bg\(forged)"}
            {"t": 1, "event": "bannerViewDidLoadAd:", "ad": "b\(forged)"}
            {"t": 2, "event": "release", "ad": "b\(forged)", "thread": "bg\(forged)"}

            """,
        ])
        return folder + "/i.jsonl"
    }

    /// Whether a line of `text` starts a workflow command other than the ones `allowed` begins.
    static func forgedCommand(in text: String, allowed: [String] = []) -> String? {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop { $0 == " " || $0 == "\t" || $0 == "\r" } }
            .first { line in line.hasPrefix("::") && !allowed.contains { line.hasPrefix($0) } }
            .map(String.init)
    }

    @Test(arguments: [CheckFormat.text, .markdown, .github])
    func checkOutputStartsNoCommandOfTheSession(format: CheckFormat) throws {
        let result = CheckAction(options: PipelineOptions(inputs: [try Self.session()]), format: format).perform()
        #expect(!result.stdout.isEmpty)
        let allowed = format == .github ? ["::error file=", "::warning file=", "::notice"] : []
        #expect(Self.forgedCommand(in: result.stdout, allowed: allowed) == nil, "\(result.stdout)")
        #expect(!result.stdout.contains("\n::error file=evil.txt"), "\(result.stdout)")
        #expect(Self.forgedCommand(in: result.stderr) == nil, "\(result.stderr)")
        if format == .text { #expect(result.stdout.contains("s\\n::error file=evil.txt::pwned\\r\\n::warning::x")) }
    }

    @Test func replayTextStartsNoCommandOfTheSession() throws {
        let result = ReplayAction(path: try Self.session(), format: .text).perform()
        #expect(result.stdout.contains("b\\n::error file=evil.txt"), "\(result.stdout)")
        #expect(Self.forgedCommand(in: result.stdout) == nil, "\(result.stdout)")
    }
}
