import AdsightSession
import Testing
@testable import AdsightModel

/// A lent step's `before` is the replayer's earlier state brought up to date from the ads
/// changed since it was last asked for: it must be what the plain rebuild from the change
/// record gives (`StepUndo.before`, as an owned step's `before`), bit for bit and with the
/// same name index, however seldom it is asked for.
@Suite struct EarlierStateTests {
    static let f = DeviceFamily.iPhone

    static var sessions: [Session] {
        [FixtureSessions.banner] + IncrementalReplayTests.sessions.map { SessionBuilder.session(f, $0.1) }
            + ExposureEdgeTests.sessions.map { SessionBuilder.session(f, $0.1) }
    }

    /// Asked for at every step, every other, every third, once in a while, from the start or
    /// only from half way.
    @Test(arguments: [1, 2, 3, 7])
    func earlierStateEqualsThePlainRebuild(every period: Int) {
        var compared = 0
        for session in Self.sessions {
            let groups = Replay.groups(session.events)
            for start in [0, groups.count / 2] {
                var r = Replayer(header: session.header)
                for (j, group) in groups.enumerated() {
                    r.advance(group) { lent in
                        guard j >= start, (j - start) % period == 0 else { return }
                        let plain = lent.step.before
                        let fast = lent.before
                        #expect(fast == plain)
                        #expect(IncrementalReplayTests.printed(fast) == IncrementalReplayTests.printed(plain))
                        #expect(fast.index == plain.index)
                        #expect(lent.before.index == plain.index, "asked twice in one step")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 20)
    }

    /// A step returned by `apply` between lent ones: the earlier state is made afresh.
    @Test func applyingBetweenLoansMakesItAfresh() {
        for session in Self.sessions {
            var r = Replayer(header: session.header)
            for (j, group) in Replay.groups(session.events).enumerated() {
                if j % 3 == 1 {
                    _ = r.apply(group)
                    continue
                }
                r.advance(group) { lent in
                    #expect(IncrementalReplayTests.printed(lent.before) == IncrementalReplayTests.printed(lent.step.before))
                    #expect(lent.before.index == lent.step.before.index)
                }
            }
        }
    }
}
