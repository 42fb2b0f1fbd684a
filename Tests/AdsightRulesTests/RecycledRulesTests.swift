import AdsightModel
import AdsightSession
import Testing
@testable import AdsightRules

/// A thread reuses the rule monitors of the last session it judged (`RecycledRules`): every
/// session judged right after others, with the same notes or with other ones, gets the
/// verdicts it gets from monitors made new for it.
@Test func recycledMonitorsJudgeLikeNewOnes() throws {
    let all = try catalogueChecks.map { RuleNote(id: $0.id, severity: .warning, program: try RuleProgram.parse($0.check)) }
    let one = Array(all.prefix(3))
    let sessions = try cases.map { c in
        try #require(SessionDecoding.decode(([c.header] + c.events).joined(separator: "\n")).session)
    }
    func fresh(_ notes: [RuleNote], _ session: Session) -> [RuleResult] {
        var monitor = SessionMonitor(notes: notes, header: session.header)
        var replayer = Replayer(header: session.header)
        Replay.forEachGroup(session.events) { group in replayer.advance(group) { monitor.observe($0) } }
        return monitor.finish(final: replayer.state)
    }
    let expected = sessions.map { fresh(all, $0) }
    #expect(expected.contains { $0.contains { !$0.evidence.isEmpty } })  // monitors that held something
    for order in [Array(sessions.indices), sessions.indices.reversed()] {
        for i in order {
            #expect(RuleEvaluator.evaluate(notes: all, session: sessions[i]) == expected[i])
            #expect(RuleEvaluator.evaluate(notes: one, session: sessions[i]) == fresh(one, sessions[i]))
            #expect(RuleEvaluator.evaluate(notes: all, session: sessions[i], lending: { _ in }) == expected[i])
        }
    }
}
