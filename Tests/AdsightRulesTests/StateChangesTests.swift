import AdsightModel
import AdsightSession
import Testing
@testable import AdsightRules

/// The states a step changed (`StateChanges.of`) must include every state
/// of a changed ad whose value differs from before the step: a missing one would let a rule
/// skip a step that changes its verdict. (Extra ones only cost time.)
@Test func changedStatesIncludeEveryStateThatReadsDifferently() throws {
    var compared = 0
    for c in cases {
        let session = try #require(SessionDecoding.decode(([c.header] + c.events).joined(separator: "\n")).session)
        var replayer = Replayer(header: session.header)
        Replay.forEachGroup(session.events) { group in
            replayer.advance(group) { step in
                let before = step.before, after = step.state
                step.withChangedAdsInPlace { ads in
                    for k in 0..<ads.count {
                        let a = ads.index(k)
                        let mask = StateChanges.of(ads.before.element(k), ads.after.element(a), reads: StateName.everything)
                        for s in StateName.allCases where s.isAdState {
                            let was = s.read(before, ads.before[k]), now = s.read(after, after.ads[a])
                            if was != now {
                                #expect(mask & s.bit != 0, "\(c.name): \(s) changed at t=\(step.t) but is not in the mask")
                            }
                            compared += 1
                        }
                    }
                }
            }
        }
    }
    #expect(compared > 500)
}
