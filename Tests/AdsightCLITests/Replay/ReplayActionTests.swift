import AdsightCLI
import Foundation
import Testing

/// `adsight replay` run in-process on real files: what a user sees when asking
/// "why does adsight think my banner was visible at 12.5 s?".
struct ReplayActionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/replay").path

    static func golden(_ name: String) -> String {
        (try? String(contentsOfFile: root + "/" + name, encoding: .utf8)) ?? "<missing \(name)>"
    }

    @Test(arguments: [(ReplayFormat.text, "replay-banner.txt"), (ReplayFormat.json, "replay-banner.json")])
    func printsEachGroupAsRecorded(format: ReplayFormat, golden: String) {
        let result = ReplayAction(path: Self.root + "/replay-banner.jsonl", format: format).perform()
        #expect(result.exitCode == 0)
        #expect(result.stdout == Self.golden(golden))
    }

    @Test func missingFileExitsTwoNamingIt() {
        let path = Self.root + "/no-such-session.jsonl"
        let result = ReplayAction(path: path).perform()
        #expect(result.exitCode == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: cannot read \(path)"))  // as every command words a usage error
    }

    @Test func invalidSessionExitsTwoWithLineAndColumn() {
        let path = Self.root + "/bad-header.jsonl"
        let result = ReplayAction(path: path).perform()
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("\(path):1:"))
        #expect(result.stderr.contains("Android"))
        #expect(result.stderr.hasSuffix("error: \(path) is not a valid adsession/1 file\n"))
    }
}
