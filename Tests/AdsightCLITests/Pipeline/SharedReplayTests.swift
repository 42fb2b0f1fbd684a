@testable import AdsightCLI
import AdsightRules
import AdsightSession
import AdsightSimulator
import AdsightSite
import Testing

/// `build` draws each page's timeline from the replay the rules already made
/// (`Pipeline.judge(_:selection:observe:)` feeding a `SessionScanBuilder`) instead of replaying
/// the session a second time. The verdicts and the page must be exactly those of the
/// separate replay, for every bundled scenario (banners, full-screen ads, rotations, many
/// ads) at several seeds, and for the recordings.
struct SharedReplayTests {
    static let seeds: [UInt64] = [1, 7, 2011]

    /// Every bundled scenario's sessions at the seeds, and the recordings.
    static let inputs: [(String, [UInt8])] = DefaultInputs.recordings.map { ($0.path, $0.bytes) } +
        DefaultInputs.scenarios.flatMap { scenario in
            seeds.flatMap { seed in
                Simulator.sessions(of: scenario, seed: seed, count: 2).map {
                    ("\(scenario.name)-\(seed)-\($0.header.id)", SessionEncoder.encode($0))
                }
            }
        }

    @Test(arguments: inputs.map(\.0))
    func pageFromTheRulesReplayEqualsASeparateReplay(name: String) throws {
        let bytes = try #require(Self.inputs.first { $0.0 == name }?.1)
        let input = PipelineInput(path: name + ".jsonl", outcome: SessionDecoding.decode(bytes))
        let notes = NoteSet.load(notesDirectory: nil).notes
        let header = try #require(input.outcome.header)
        var builder = SessionScanBuilder(header: header)
        var steps = 0
        let shared = Pipeline.judge(input, selection: RuleSelection(notes: notes, policy: RulePolicy())) { builder.observe($0); steps += 1 }
        let separate = Pipeline.judge(input, notes: notes)
        #expect(steps > 0, "the rules showed no step")
        #expect(shared.report.results == separate.report.results, "observing the steps changed the verdicts")

        let templates = try #require(try? SiteTemplateFiles.load(overrides: nil).get())
        let renderer = SiteRenderer(templates: templates, notes: notes.map { SiteNotes.make($0) })
        let once = renderer.sessionPage(SiteSession(report: shared.report, session: shared.session, scan: builder.finish()), page: "p")
        let twice = renderer.sessionPage(SiteSession(report: separate.report, session: separate.session), page: "p")
        #expect(once.bytes == twice.bytes, "the page drawn from the rules' replay differs from a separate replay")
        #expect(once.bytes.count > 10_000)
    }
}
