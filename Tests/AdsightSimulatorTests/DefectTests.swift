import AdsightSession
import Testing
@testable import AdsightSimulator

/// Each defect fails the rules it concerns, and no other, in every session; the correct
/// integration of each app fails none.
struct DefectTests {
    static let labels = DefectScenario.cases.map { "\($0.0.rawValue)@\($0.1.rawValue)" }

    @Test(arguments: labels)
    func defectFailsItsRulesOnly(label: String) throws {
        let (defect, kind) = try #require(DefectScenario.cases.first { "\($0.0.rawValue)@\($0.1.rawValue)" == label })
        let scenario = DefectScenario.make(defect, kind: kind)
        #expect(defect.unmetNeed(in: scenario) == nil)
        let expected = Set(defect.rules)
        for session in Simulator.sessions(of: scenario, seed: 11, count: 8) {
            let failed = Set(Judge.failed(session))
            #expect(failed == expected, "\(session.header.id) (seed \(session.header.seed ?? 0)): failed \(failed.sorted()), expected \(expected.sorted())")
        }
    }

    @Test(arguments: AppKind.allCases)
    func correctIntegrationPassesEveryRule(kind: AppKind) {
        let scenario = DefectScenario.make(nil, kind: kind)
        for session in Simulator.sessions(of: scenario, seed: 5, count: 12) {
            let statuses = Judge.statuses(session)
            #expect(statuses.count == Judge.notes.count)
            let failed = statuses.filter { $0.value == .fail }.map(\.key).sorted()
            #expect(failed.isEmpty, "\(session.header.id): \(failed) \(failed.flatMap { Judge.evidence(session, rule: $0).prefix(2) })")
        }
    }

    @Test func everyRuleHasADefect() {
        let covered = Set(Defect.allCases.flatMap(\.rules))
        let rules = Set(Judge.notes.map(\.id)).subtracting(["model-consistency"])
        #expect(rules.subtracting(covered).isEmpty)
        #expect(covered.subtracting(rules).isEmpty, "every rule a defect names exists")
    }
}
