import AdsightSession
import Testing

/// The engine agrees with the reference on a seeded stream of generated sessions with
/// random events (re-created ads of both kinds among them).
struct RandomDifferentialTests {
    @Test(arguments: 0..<4)
    func randomSessions(batch: Int) {
        var generator = RandomSessions(seed: UInt64(batch + 1))
        var decoded = 0, disagreements = 0
        for k in 0..<100 {
            let text = generator.session(id: batch * 100 + k)
            guard let session = SessionDecoding.decode(text).session else { continue }
            decoded += 1
            if !Differential.check(session, text: text, label: "random-\(batch * 100 + k)") { disagreements += 1 }
            if disagreements >= 3 { break }  // enough to read
        }
        #expect(decoded >= 90, "the generator writes valid sessions")
    }
}

