import AdsightNotes

/// A run before any session is read: the notes loaded, the inputs found. Sessions are then
/// read, decoded and judged one at a time (`forEachSession`), so a run over any number of
/// sessions holds one decoded session at a time.
public struct PipelinePlan: Sendable {
    /// The notes every session is judged against, in catalogue order.
    public let notes: [Note]
    public let noteErrors: [NoteError]
    /// The inputs, in input order (directories expanded in path order).
    public let sources: [PipelineSource]
    public let inputErrors: [String]
    public let failOn: FailOn

    /// The report id of every input, in input order, from header lines alone (cheap:
    /// reads each file's first line).
    public func reportIDs() -> [String] { sources.map { $0.reportID() } }

    /// Reads, decodes and judges each input in order and hands it to `body`, then forgets
    /// it. Returns the run with every report (and no sessions); with `keepingReports` false,
    /// with none either (the caller keeps what it needs and may add it with `with(reports:)`).
    public func forEachSession(keepingReports: Bool = true, _ body: (PipelineSession) throws -> Void) rethrows -> PipelineRun {
        var reports: [PipelineSession] = []
        if keepingReports { reports.reserveCapacity(sources.count) }
        for source in sources {
            let judged = Pipeline.judge(source.decode(), notes: notes)
            try body(judged)
            if keepingReports { reports.append(PipelineSession(report: judged.report, session: nil)) }
        }
        return PipelineRun(notes: notes, noteErrors: noteErrors, sessions: reports, inputErrors: inputErrors, failOn: failOn)
    }
}
