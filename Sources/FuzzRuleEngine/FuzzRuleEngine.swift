import AdsightNotes
import AdsightRules
import AdsightSession
import AdsightTemplates
import FuzzSupport
#if DEBUG
import AdsightReference

/// The notes both evaluators judge with: the shipped ones and a rule of every form of the
/// language (`LanguageRules`), as the differential tests use them.
let fuzzNotes: [RuleNote] = {
    let shipped = NoteLoader.load(defaults: Embedded.notes.map { NoteFile(path: $0.path, bytes: $0.bytes) })
        .notes.map { RuleNote(id: $0.id, severity: $0.severity, program: $0.program) }
    return shipped + LanguageRules.checks.map { RuleNote(id: $0.id, severity: .warning, program: try! RuleProgram.parse($0.check)) }
}()

/// libFuzzer target for the rule engine: any bytes that decode to a session must get from
/// `RuleEvaluator` exactly the verdicts and evidence the naive `ReferenceEvaluator` gives.
/// A differential check, so a shortcut of the engine's scheduler that skips an instance
/// which could report shows up as a crash with its input kept.
///
/// Built with `-DFUZZING` (see `.tools/fuzz`) it exports `LLVMFuzzerTestOneInput`;
/// otherwise it is a small program that replays corpus files given as arguments.
func fuzzRuleEngine(_ bytes: UnsafeRawBufferPointer) {
    guard let session = SessionDecoding.decode(Array(bytes)).session, session.events.count <= 2_000 else { return }
    let engine = RuleEvaluator.evaluate(notes: fuzzNotes, session: session)
    let reference = ReferenceEvaluator.evaluate(notes: fuzzNotes, session: session)
    for (e, r) in zip(engine, reference) where e != r {
        fatalError("engine and reference differ on \(e.rule):\n  engine:    \(e)\n  reference: \(r)")
    }
}
#else
/// The reference evaluator is built in debug only: a release build replays nothing.
func fuzzRuleEngine(_ bytes: UnsafeRawBufferPointer) {}
#endif

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    fuzzRuleEngine(UnsafeRawBufferPointer(start: data, count: count))
    return 0
}
#else
@main
enum ReplayCorpus {
    static func main() { FuzzCorpusReplay.run(fuzzRuleEngine) }
}
#endif
