import AdsightModel
import AdsightSession
import Foundation
import Testing

/// Golden files under Fixtures/; re-recorded only with ADSIGHT_RECORD=1.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func check(_ actual: String, _ name: String) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["ADSIGHT_RECORD"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name) differs; run with ADSIGHT_RECORD=1 to re-record")
    }
}

struct OutputCase: Sendable, CustomTestStringConvertible {
    var golden: String
    var render: @Sendable (Session, ReplayResult) -> String
    var testDescription: String { golden }
}

@Test(arguments: [
    OutputCase(golden: "replay-banner.txt", render: ReplayText.render),
    OutputCase(golden: "replay-banner.json", render: ReplayJSON.render),
])
func replayOutputMatchesGolden(_ c: OutputCase) throws {
    let session = FixtureSessions.banner
    let result = Replay.run(session)
    let out = c.render(session, result)
    try Golden.check(out, c.golden)
    #expect(out == c.render(session, Replay.run(session)), "deterministic")
}

@Test func replayTextAnswersWhyTheBannerWasVisible() {
    let session = FixtureSessions.banner
    let text = ReplayText.render(session, Replay.run(session))
    #expect(text.contains("0.500  line 5  banner-1.visible false → true\n"))
    #expect(text.contains("12.500  line 6  banner-1.loaded false → true\n"))
    #expect(text.contains("40.000  lines 13-14  banner-1.frame [0, 430, 320, 50] → [0, 430, 480, 32]\n"))
    #expect(text.contains("32.000  line 12  model-consistency line 12: banner-1: a second finish callback for one action\n"))
    #expect(text.hasSuffix("9 steps, 15 events, 1 model-consistency finding\n"))
}

@Test func theJSONLFixtureDecodesToTheSameSessionAndOutput() throws {
    let bytes = try [UInt8](Data(contentsOf: Golden.folder.appendingPathComponent("replay-banner.jsonl")))
    let outcome = SessionDecoding.decode(bytes)
    #expect(outcome.errors == [])
    let session = try #require(outcome.session)
    #expect(session.events == FixtureSessions.banner.events)
    let result = Replay.run(session)
    try Golden.check(ReplayText.render(session, result), "replay-banner.txt")
    try Golden.check(ReplayJSON.render(session, result), "replay-banner.json")
}
