@_spi(Testing) import AdsightSession
import FuzzSupport

/// libFuzzer target for the session decoder: any bytes, split into lines as the file
/// reader does, must decode to a valid session or to errors with positions, never crash.
///
/// The fast path (the one-pass event scanner) must give exactly the
/// outcome of the full parser and decoder: same session, errors, warnings and positions.
///
/// Built with `-DFUZZING` (see `.tools/fuzz`) it exports `LLVMFuzzerTestOneInput`;
/// otherwise it is a small program that replays corpus files given as arguments.
func fuzzSessionDecoder(_ bytes: UnsafeRawBufferPointer) {
    let outcome = SessionDecoding.decode(Array(bytes))
    if outcome != SessionDecoding.decode(Array(bytes), usesFastPaths: false) {
        fatalError("the fast paths and the full decoder disagree")
    }
    for error in outcome.errors where error.line < 1 || error.column < 1 {
        fatalError("diagnostic without a position: \(error)")
    }
    if outcome.session == nil && outcome.errors.isEmpty {
        fatalError("an invalid session with no error")
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    fuzzSessionDecoder(UnsafeRawBufferPointer(start: data, count: count))
    return 0
}
#else
@main
enum ReplayCorpus {
    static func main() { FuzzCorpusReplay.run(fuzzSessionDecoder) }
}
#endif
