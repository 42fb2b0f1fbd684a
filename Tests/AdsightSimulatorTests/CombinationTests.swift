import AdsightModel
import AdsightSession
import Testing
@testable import AdsightSimulator

/// Defects combine: with every defect an app can show at once, sessions stay valid and
/// model-consistent, and fail only rules that one of the defects concerns.
struct CombinationTests {
    @Test(arguments: AppKind.allCases)
    func allDefectsTogether(kind: AppKind) throws {
        var scenario = DefectScenario.make(nil, kind: kind)
        scenario.app.defects = Defect.allCases.filter { $0.apps.contains(kind) && $0.unmetNeed(in: scenario) == nil }
        #expect(scenario.app.defects.count >= 8)
        let allowed = Set(scenario.app.defects.flatMap(\.rules))
        for session in Simulator.sessions(of: scenario, seed: 3, count: 10) {
            let decoded = try #require(SessionDecoding.decode(SessionEncoder.encode(session)).session)
            #expect(Replay.run(decoded).findings.isEmpty, "\(Replay.run(decoded).findings.prefix(3).map(\.message))")
            let failed = Set(Judge.failed(session))
            #expect(failed.isSubset(of: allowed), "\(session.header.id): unexpected \(failed.subtracting(allowed).sorted())")
            #expect(!failed.isEmpty)
        }
    }

    @Test(arguments: DefectTests.labels)
    func defectPairsStayConsistent(label: String) throws {
        let (defect, kind) = try #require(DefectScenario.cases.first { "\($0.0.rawValue)@\($0.1.rawValue)" == label })
        var scenario = DefectScenario.make(defect, kind: kind)
        let partners = Defect.allCases.filter { $0 != defect && $0.apps.contains(kind) }
        for (n, partner) in partners.enumerated() where n % 3 == 0 {
            var pair = scenario
            pair.app.defects = [defect, partner]
            guard partner.unmetNeed(in: pair) == nil else { continue }
            let session = Simulator.session(of: pair, seed: UInt64(n), index: 0)
            let decoded = try #require(SessionDecoding.decode(SessionEncoder.encode(session)).session)
            #expect(Replay.run(decoded).findings.isEmpty, "\(defect.rawValue)+\(partner.rawValue): \(Replay.run(decoded).findings.prefix(2).map(\.message))")
            let allowed = Set(defect.rules + partner.rules)
            let failed = Set(Judge.failed(session))
            #expect(failed.isSubset(of: allowed), "\(defect.rawValue)+\(partner.rawValue): \(failed.subtracting(allowed).sorted())")
        }
        scenario.app.defects = []
    }
}
