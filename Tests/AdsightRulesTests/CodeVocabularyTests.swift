import AdsightModel
import AdsightSession
import Testing
@testable import AdsightRules

/// The vocabulary index read from an event's code (kept in the event, then the table) is the
/// `switch`'s, for every case and payload: the samples, and other payloads none of them had.
struct CodeVocabularyTests {
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

    /// Each code's entry is the `switch`'s index for that case (no case missing, none -1).
    @Test func everyCodeHasTheSwitchsIndex() {
        let table = CodeVocabulary.shared
        var seen = Set<Int>()
        for kind in EventKind.samples {
            let index = table.table[CodeVocabulary.slot(EventCode(kind))]
            #expect(index == EventVocabulary.index(of: kind), "\(kind)")
            seen.insert(index)
        }
        #expect(seen == Set(0...EventVocabulary.unknownIndex), "every case has its own index")
        #expect(EventCode.allCases.allSatisfy { table.table[CodeVocabulary.slot($0)] >= 0 })
        #expect(Set(EventCode.allCases.map(CodeVocabulary.slot)).count == EventCode.allCases.count, "one slot per code")
    }

    /// Events read in place (each at its place in an array, as the monitor reads them), with
    /// and without an ad and a thread, give the `switch`'s index.
    @Test(arguments: [false, true])
    func eventsGiveTheSwitchsIndex(_ others: Bool) {
        let table = CodeVocabulary.shared
        let kinds = others ? Self.others : EventKind.samples
        var events: [Event] = []
        for kind in kinds {
            for (ad, thread) in [(nil, nil), ("a", "main"), (String(repeating: "n", count: 30), "worker")] as [(String?, String?)] {
                events.append(Event(t: 3.5, line: events.count + 1, ad: ad, thread: thread, kind: kind))
            }
        }
        events.withUnsafeBufferPointer { all in
            for k in all.indices {
                #expect(table.index(all.element(k)) == EventVocabulary.index(of: all[k].kind), "\(all[k].kind)")
            }
        }
    }

    /// A code no sample had reads -1 (the monitor then asks the `switch`).
    @Test func unsampledCodesReadMinusOne() {
        let table = CodeVocabulary(samples: [.release, .userTap])
        let event = Event(t: 0, line: 1, kind: .setDelegate(true))
        #expect(withUnsafePointer(to: event) { table.index($0) } == -1)
        let release = Event(t: 0, line: 1, kind: .release)
        #expect(withUnsafePointer(to: release) { table.index($0) } == EventVocabulary.index(of: .release))
    }
}
