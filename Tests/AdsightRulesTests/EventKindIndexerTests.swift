import AdsightSession
import Testing
@testable import AdsightRules

/// The vocabulary index read from an event's bytes is the `switch`'s, for every case and
/// payload: the samples the layout was checked on, and other payloads none of them had.
struct EventKindIndexerTests {
    /// Payloads the samples do not have (other frames, times, texts, identifiers, errors).
    static let others: [EventKind] = {
        let f = Rect(x: 7, y: -3, width: 1024, height: 66)
        let long = String(repeating: "é", count: 40)
        return [
            .initBanner(frame: f), .setFrame(f, z: 99), .setFrame(f, z: nil), .viewFrame(view: long, frame: f, z: -0.0),
            .viewFrame(view: "v", frame: f, z: nil), .presentInView(frame: f, inViewController: true),
            .setRequiredContentSizeIdentifiers([ContentSizeIdentifier(long), ContentSizeIdentifier("p")]),
            .setCurrentContentSizeIdentifier(ContentSizeIdentifier(long)),
            .bannerDidFail(AdError(code: long, message: "m")), .interstitialDidFail(AdError(code: "c", message: nil)),
            .willRotate(to: .landscapeRight, duration: 1e9), .deviceOrientation(to: .portraitUpsideDown),
            .pause(what: long), .resume(what: "r"), .transition(from: long, to: nil), .urgent(reason: "u"),
            .alert(message: long), .unknown(name: long), .unknown(name: "release"),
        ]
    }()

    @Test func theLayoutIsRead() {
        // On the platforms built (Linux, macOS) the layout fits: the fast path is what runs.
        #expect(EventKindIndexer.shared != nil)
    }

    @Test(arguments: [false, true])
    func bytesGiveTheSwitchsIndex(_ others: Bool) throws {
        let indexer = try #require(EventKindIndexer.shared)
        let kinds = others ? Self.others : EventKindIndexer.samples()
        var seen = Set<Int>()
        for kind in kinds {
            for (ad, thread) in [(nil, nil), ("a", "main"), (String(repeating: "n", count: 30), "worker")] as [(String?, String?)] {
                let event = Event(t: 3.5, line: 9, ad: ad, thread: thread, kind: kind)
                let index = withUnsafePointer(to: event) { indexer.index($0) }
                #expect(index == EventVocabulary.index(of: kind), "\(kind)")
                seen.insert(index)
            }
        }
        if !others { #expect(seen == Set(0...EventVocabulary.unknownIndex), "the samples hold every case") }
    }
}
