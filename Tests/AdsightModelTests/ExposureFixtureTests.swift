@testable import AdsightModel
import AdsightSession
import Foundation
import Testing

/// The hand-worked exposure cases under Fixtures/exposure: each `NAME.jsonl` session has a
/// `NAME.expected.json` giving, per ad object in order of creation, what it was served, the
/// impressions it earned and its seconds per bucket and hidden reason (absent: 0), with
/// every second of the session worked out in `why`.
struct ExposureFixture: Sendable, CustomTestStringConvertible {
    var name: String
    var testDescription: String { name }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/exposure")
    static let all: [ExposureFixture] = [
        "loads-and-failures", "under-a-second", "covering-view", "background", "another-screen", "ad-action",
        "empty-banner", "rotation-and-edge", "two-short-stretches", "modal-full-screen", "modeless-full-screen",
        "loaded-never-shown", "re-created",
    ].map { ExposureFixture(name: $0) }

    func session() throws -> Session {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name + ".jsonl")))
        let outcome = SessionDecoding.decode(bytes)
        try #require(outcome.errors.isEmpty, "\(outcome.errors)")
        return try #require(outcome.session)
    }

    /// The expected entries, as JSON objects.
    func expected() throws -> [[String: Any]] {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name + ".expected.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["exposure"] as? [[String: Any]])
    }
}

/// Whole milliseconds of a JSON number of seconds.
private func ms(_ value: Any?) -> Int { Int((((value as? NSNumber)?.doubleValue ?? 0) * 1000).rounded()) }

@Test(arguments: ExposureFixture.all)
func exposureMatchesTheHandWorkedCase(_ fixture: ExposureFixture) throws {
    let exposure = Exposure.of(try fixture.session())
    let expected = try fixture.expected()
    try #require(exposure.count == expected.count, "one entry per ad object")
    for (got, want) in zip(exposure, expected) {
        #expect(got.ad == want["ad"] as? String)
        #expect(got.kind.rawValue == want["kind"] as? String)
        #expect(got.served == want["served"] as? Int, "\(got.ad) served")
        #expect(got.viewableImpressions == want["viewableImpressions"] as? Int, "\(got.ad) viewable impressions")
        let seconds = want["seconds"] as? [String: Any] ?? [:]
        for bucket in ExposureBucket.allCases {
            #expect(got.milliseconds(bucket) == ms(seconds[bucket.rawValue]), "\(got.ad) \(bucket.rawValue)")
        }
        let hidden = want["hiddenBy"] as? [String: Any] ?? [:]
        for reason in HiddenReason.allCases {
            #expect(got.hiddenMilliseconds(reason) == ms(hidden[reason.rawValue]), "\(got.ad) hidden by \(reason.rawValue)")
        }
    }
}

@Test(arguments: ExposureFixture.all)
func exposureBucketsAddUpToEachLifetime(_ fixture: ExposureFixture) throws {
    let session = try fixture.session()
    for entry in Exposure.of(session) {
        let buckets = ExposureBucket.allCases.reduce(0) { $0 + entry.milliseconds($1) }
        let reasons = HiddenReason.allCases.reduce(0) { $0 + entry.hiddenMilliseconds($1) }
        #expect(buckets == entry.lifetimeMilliseconds, "\(entry.ad): buckets add up to the lifetime")
        #expect(reasons == entry.milliseconds(.hidden), "\(entry.ad): reasons add up to hidden")
        #expect(entry.viewableImpressions <= entry.served)
    }
}

@Test(arguments: ExposureFixture.all)
func exposureSpansCoverEachLifetimeInOrder(_ fixture: ExposureFixture) throws {
    let session = try fixture.session()
    let plain = Exposure.of(session)
    let recorded = Exposure.of(session, recordingSpans: true)
    #expect(plain.map(\.served) == recorded.map(\.served))
    for entry in recorded {
        #expect(entry.spans.first?.start == entry.start)
        #expect(entry.spans.last?.end == entry.end)
        for (a, b) in zip(entry.spans, entry.spans.dropFirst()) { #expect(a.end == b.start) }
        for bucket in ExposureBucket.allCases {
            let total = entry.spans.filter { $0.bucket == bucket }.reduce(0.0) { $0 + ($1.end - $1.start) }
            #expect(abs(total - entry.seconds(bucket)) < 1e-9, "\(entry.ad) \(bucket.rawValue) spans")
        }
    }
}

/// The meter finds again only the moments of the objects a step changed (all when the app
/// changed): the same accounts, spans included, as finding every one at every step, read off
/// lent steps or whole ones.
@Test(arguments: ExposureFixture.all)
func changedOnlyMeteringMatchesTheReference(_ fixture: ExposureFixture) throws {
    let session = try fixture.session()
    let reference = Exposure.of(session, recordingSpans: true, recomputingAll: true)
    #expect(Exposure.of(session, recordingSpans: true, recomputingAll: false) == reference)
    #expect(Exposure.ofSteps(session, recordingSpans: true) == reference)
}
