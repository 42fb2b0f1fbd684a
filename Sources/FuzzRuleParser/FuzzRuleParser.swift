import AdsightRules
import FuzzSupport

/// libFuzzer target for the rule-language parser: any text either parses or is refused
/// with a 1-based line and column, never a crash or a hang.
///
/// Built with `-DFUZZING` (see `.tools/fuzz`) it exports `LLVMFuzzerTestOneInput`;
/// otherwise it is a small program that replays corpus files given as arguments.
func fuzzRuleParser(_ bytes: UnsafeRawBufferPointer) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        _ = try RuleProgram.parse(text)
    } catch {
        if error.line < 1 || error.column < 1 { fatalError("parse error without a position: \(error)") }
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    fuzzRuleParser(UnsafeRawBufferPointer(start: data, count: count))
    return 0
}
#else
@main
enum ReplayCorpus {
    static func main() { FuzzCorpusReplay.run(fuzzRuleParser) }
}
#endif
