import Testing
import AdsightSession
@testable import AdsightSimulator

@Test func exploreBundled() {
    print("notes:", Judge.notes.count, "scenarios:", Bundled.names)
    for s in Bundled.scenarios {
        for seed in UInt64(1)...3 {
            let session = Simulator.session(of: s, seed: seed, index: 0)
            let failed = Judge.failed(session)
            print(s.name, seed, session.events.count, "events, t=", session.events.last?.t ?? 0, "failed:", failed)
            for rule in failed where rule == "model-consistency" || s.app.defects.isEmpty {
                for line in Judge.evidence(session, rule: rule).prefix(3) { print("   ", rule, line) }
            }
        }
    }
}
