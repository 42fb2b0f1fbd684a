import AdsightRuns
import FuzzSupport

/// libFuzzer target for what adsight reads across runs from CI artifacts (untrusted): the
/// same bytes as a baseline (`summary.json`) and as a `history.jsonl`. Either reader must
/// answer (a baseline or an error with a position; runs and warnings naming a line), never
/// crash; the baseline reader must agree with its plain reference; a history's runs must
/// encode and read back to themselves.
///
/// Built with `-DFUZZING` (see `.tools/fuzz`) it exports `LLVMFuzzerTestOneInput`;
/// otherwise it is a small program that replays corpus files given as arguments.
func fuzzRunsReader(_ bytes: UnsafeRawBufferPointer) {
    let input = Array(bytes)
    let read = BaselineReader.read(input, path: "b")
    switch read {
    case .success(let baseline):
        if baseline.order.count != baseline.sessions.count { fatalError("baseline order and sessions disagree") }
    case .failure(let error):
        if error.file != "b" || error.message.isEmpty { fatalError("a baseline error without its file: \(error)") }
    }
    if BaselineComparable(read) != BaselineComparable(BaselinePlainReader.read(input, path: "b")) {
        fatalError("the baseline reader and its plain reference disagree")
    }
    let history = History.read(input, file: "h")
    for warning in history.warnings where !warning.hasPrefix("h:") { fatalError("a warning without its line: \(warning)") }
    let again = History.read(History.encode(history.runs), file: "h")
    if !again.warnings.isEmpty || again.runs != history.runs { fatalError("history lines do not read back as written") }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    fuzzRunsReader(UnsafeRawBufferPointer(start: data, count: count))
    return 0
}
#else
@main
enum ReplayCorpus {
    static func main() { FuzzCorpusReplay.run(fuzzRunsReader) }
}
#endif
