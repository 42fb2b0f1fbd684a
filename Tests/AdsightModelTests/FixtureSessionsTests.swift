import AdsightSession
import Foundation
import Testing

/// `FixtureSessions.banner` is the session of Fixtures/replay-banner.jsonl, event for event
/// (the replay output's golden files in the CLI tests are made from that file).
@Test func theBannerFixtureFileDecodesToTheSameEvents() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("replay-banner.jsonl")))
    let outcome = SessionDecoding.decode(bytes)
    #expect(outcome.errors == [])
    let session = try #require(outcome.session)
    #expect(session.events == FixtureSessions.banner.events)
    #expect(session.header.id == FixtureSessions.banner.header.id)
}
