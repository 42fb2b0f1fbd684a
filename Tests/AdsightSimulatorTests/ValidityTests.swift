import AdsightModel
import AdsightSession
import Testing
@testable import AdsightSimulator

/// Every simulated session is a valid adsession/1 file that the lifecycle model accepts.
struct ValidityTests {
    @Test(arguments: Bundled.names)
    func validAndModelConsistent(name: String) throws {
        let scenario = try #require(Bundled.scenario(name))
        for seed in UInt64(100)..<UInt64(130) {
            let session = Simulator.session(of: scenario, seed: seed, index: 0)
            let bytes = SessionEncoder.encode(session)
            let outcome = SessionDecoding.decode(bytes)
            #expect(outcome.errors.isEmpty, "\(session.header.id): \(outcome.errors.prefix(3))")
            #expect(outcome.warnings.isEmpty, "\(session.header.id): \(outcome.warnings.prefix(3))")
            let decoded = try #require(outcome.session)
            let findings = Replay.run(decoded).findings
            #expect(findings.isEmpty, "\(session.header.id): \(findings.prefix(3).map { "line \($0.line): \($0.message)" })")
            #expect(zip(decoded.events, decoded.events.dropFirst()).allSatisfy { $0.t <= $1.t })
        }
    }
}
