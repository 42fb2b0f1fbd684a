@testable import AdsightCLI
import AdsightModel
import AdsightSession
import Foundation
import Testing

/// `replay`'s two renderings of the banner fixture against golden files in
/// Fixtures/replay, re-recorded only with ADSIGHT_RECORD=1.
struct ReplayOutputTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/replay")

    static func check(_ actual: String, _ name: String) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["ADSIGHT_RECORD"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name) differs; run with ADSIGHT_RECORD=1 to re-record")
    }

    static func banner() throws -> Session {
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("replay-banner.jsonl")))
        let outcome = SessionDecoding.decode(bytes)
        #expect(outcome.errors == [])
        return try #require(outcome.session)
    }

    @Test(arguments: ["replay-banner.txt", "replay-banner.json"])
    func matchesGolden(_ golden: String) throws {
        let session = try Self.banner()
        let render = golden.hasSuffix(".txt") ? ReplayText.render : ReplayJSON.render
        let out = render(session, Replay.run(session))
        try Self.check(out, golden)
        #expect(out == render(session, Replay.run(session)), "deterministic")
    }

    @Test func textAnswersWhyTheBannerWasVisible() throws {
        let session = try Self.banner()
        let text = ReplayText.render(session, Replay.run(session))
        #expect(text.contains("0.500  line 5  banner-1.visible false → true\n"))
        #expect(text.contains("12.500  line 6  banner-1.loaded false → true\n"))
        #expect(text.contains("40.000  lines 13-14  banner-1.frame [0, 430, 320, 50] → [0, 430, 480, 32]\n"))
        #expect(text.contains("32.000  line 12  model-consistency line 12: banner-1: a second finish callback for one action\n"))
        #expect(text.hasSuffix("9 steps, 15 events, 1 model-consistency finding\n"))
    }
}
