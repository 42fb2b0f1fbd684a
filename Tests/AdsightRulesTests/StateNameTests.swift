import Testing
import AdsightModel
import AdsightSession
@testable import AdsightRules

/// A state's name is its case's name and its bit its position: every name in the rule
/// language finds its state, and every state has a bit of its own in a 64-bit mask.
@Test func everyStateIsNamedAndHasABitOfItsOwn() {
    #expect(StateName.allCases.count <= 64)
    var seen: UInt64 = 0
    for s in StateName.allCases {
        #expect(StateName.byName[s.name] == s)
        #expect(s.bit.nonzeroBitCount == 1 && seen & s.bit == 0, "\(s.name)")
        seen |= s.bit
    }
    #expect(StateName.byName["visible"] == .visible && StateName.byName["hostViewSizeOK"] == .hostViewSizeOK)
    #expect(StateName.byName.count == StateName.allCases.count)
}

/// Every boolean and string ad state has a reading (`flag(ad:)`, `text(ad:)`) that gives a
/// value on some ad of the evaluator cases' sessions: a state left out of them would read
/// nil everywhere and never show as changed (`StateChanges`), with no other test failing.
@Test func everyBooleanAndStringAdStateIsRead() throws {
    let states = StateName.allCases.filter { $0.isAdState && !$0.isExposure && ($0.type == .bool || $0.type == .string) }
    var unread = Set(states)
    // The cases have no full-screen ad presented in a view: one more session has.
    let modeless = [
        #"{"adsession": 1, "id": "modeless", "device": {"family": "iPad"}, "os": "4.3", "app": {"name": "M", "version": "1"}, "orientation": "landscapeRight"}"#,
        #"{"t": 0.5, "event": "init", "ad": "full-1", "class": "ADInterstitialAd"}"#,
        #"{"t": 2.0, "event": "interstitialAdDidLoad:", "ad": "full-1"}"#,
        #"{"t": 9.0, "event": "presentInView:", "ad": "full-1", "frame": [0, 0, 1024, 600], "inViewController": true}"#,
    ]
    for lines in cases.map({ [$0.header] + $0.events }) + [modeless] {
        let session = try #require(SessionDecoding.decode(lines.joined(separator: "\n")).session)
        var replayer = Replayer(header: session.header)
        for group in Replay.groups(session.events) {
            let step = replayer.apply(group)
            for ad in step.state.ads {
                unread = unread.filter { $0.type == .bool ? $0.flag(ad: ad) == nil : $0.text(ad: ad) == nil }
            }
        }
    }
    #expect(unread.isEmpty, "never read: \(unread.map(\.name).sorted())")
}
