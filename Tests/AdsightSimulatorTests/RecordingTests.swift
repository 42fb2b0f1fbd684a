import AdsightModel
import AdsightSession
import AdsightTemplates
import Testing

/// The bundled example recordings are valid, agree with the lifecycle model, and fail
/// exactly the rules their titles describe.
struct RecordingTests {
    static let expected: [String: [String]] = [
        "recordings/toprated-iphone-drilldown.jsonl": ["banner-size-matches-orientation"],
        "recordings/adgame-ipad2-evening.jsonl": [],
        "recordings/admagazine-ipad-commute.jsonl": [],
        "recordings/toprated-ipad-memory-warning.jsonl": ["ad-delegate-cleared-before-release"],
    ]

    @Test func everyRecordingIsListed() {
        let shipped = Set(Embedded.recordings.map(\.path).filter { $0.hasSuffix(".jsonl") })
        #expect(shipped == Set(Self.expected.keys))
    }

    @Test(arguments: expected.keys.sorted())
    func recordingFailsOnlyWhatItShows(path: String) throws {
        let file = try #require(Embedded.recordings.first { $0.path == path })
        let outcome = SessionDecoding.decode(file.bytes)
        #expect(outcome.errors.isEmpty && outcome.warnings.isEmpty, "\(outcome.errors) \(outcome.warnings)")
        let session = try #require(outcome.session)
        #expect(session.header.source == .recorded)
        #expect(Replay.run(session).findings.isEmpty, "\(Replay.run(session).findings.map(\.message))")
        let failed = Judge.failed(session)
        #expect(failed == Self.expected[path], "\(failed.flatMap { Judge.evidence(session, rule: $0) })")
    }
}
