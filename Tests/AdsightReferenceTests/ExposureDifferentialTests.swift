import AdsightReference
import AdsightRules
import AdsightSimulator
import Testing

/// The exposure states on sessions made to exercise them: the engine agrees with the
/// reference, and the rules that read exposure do fail there (the comparison is not idle).
struct ExposureDifferentialTests {
    static let exposureNotes = DifferentialNotes.language.filter { $0.id.hasPrefix("x-exposure-") }

    /// A table app whose toolbar and keyboard cover its banner, over and over.
    @Test func coveredByAppViews() throws {
        let scenario = DefectScenario.make(.coveredByAppViews, kind: .table)
        var failed: Set<String> = []
        for session in Simulator.sessions(of: scenario, seed: 11, count: 4) {
            Differential.check(session, notes: DifferentialNotes.all, label: session.header.id)
            for r in RuleEvaluator.evaluate(notes: Self.exposureNotes, session: session) where r.status == .fail { failed.insert(r.rule) }
        }
        #expect(failed.contains("x-exposure-always-seen"), "\(failed)")
    }

    /// Full-screen ads of both presentations, whose exposure reads the meter's memory of failures.
    @Test(arguments: [AppKind.game, .magazine])
    func fullScreenApps(kind: AppKind) throws {
        let defects: [Defect?] = [nil] + Defect.allCases.filter { $0.apps.contains(kind) }.prefix(4).map { $0 }
        for defect in defects {
            for session in Simulator.sessions(of: DefectScenario.make(defect, kind: kind), seed: 5, count: 2) {
                Differential.check(session, notes: Self.exposureNotes, label: "\(kind) \(defect?.rawValue ?? "correct") \(session.header.id)")
            }
        }
    }
}
