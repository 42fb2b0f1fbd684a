import AdsightSession

/// One input file, decoded: its path as the user named it and the decoder's outcome (an
/// unreadable file has an outcome with a line-0 error and no header).
struct PipelineInput: Sendable {
    var path: String
    var outcome: DecodeOutcome
}
