import AdsightSession
import Testing
@testable import AdsightModel

/// Creating an ad finds its name's place with one look-up (a new name is given the next
/// place at once): each ad keeps its first place for ever, a re-created name starts afresh
/// there, and the model finds every ad by its name, across the index's and the list's growth.
@Suite struct AdIndexTests {
    /// (ads created, how many of them re-created afterwards, every other one released first)
    static let shapes: [(Int, Int)] = [(1, 0), (1, 1), (15, 3), (16, 16), (17, 2), (40, 40), (100, 7)]

    @Test(arguments: shapes)
    func adsKeepTheirFirstPlace(_ count: Int, _ recreated: Int) {
        let names = (0..<count).map { "ad-\($0)-" + String(repeating: "x", count: $0 % 20) }
        var events: [E] = []
        for (k, name) in names.enumerated() {
            events.append(E(Double(k), name, k % 2 == 0 ? .initBanner(frame: F.bottomBanner(.iPhone)) : .initInterstitial))
        }
        for (k, name) in names.prefix(recreated).enumerated().reversed() {
            if k % 2 == 0 { events.append(E(1000, name, .release)) }
            events.append(E(1000 + Double(k), name, .initInterstitial))
            events.append(E(1000 + Double(k), name, .setDelegate(true)))
        }
        let session = SessionBuilder.session(.iPhone, events)
        let result = Replay.run(session)
        var lent = Replayer(header: session.header)
        Replay.forEachGroup(session.events) { lent.advance($0) { _ in } }
        for final in [result.final, lent.state] {
            #expect(final.ads.map(\.name) == names)
            for (k, name) in names.enumerated() {
                let ad = final[ad: name]
                #expect(ad?.name == name)
                #expect(ad?.generation == (k < recreated ? 1 : 0))
                #expect(ad?.kind == (k < recreated || k % 2 == 1 ? .interstitial : .banner))
                #expect(ad?.delegateSet == (k < recreated))
            }
        }
        #expect(result.findings.isEmpty)
        // Every step's state before is the previous state (the re-created ads' old values recorded).
        var previous = result.initial
        for step in result.steps { #expect(step.before == previous); previous = step.state }
    }
}
