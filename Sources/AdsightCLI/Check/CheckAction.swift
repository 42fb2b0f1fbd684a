import AdsightRules

/// `adsight check`: runs the pipeline and prints its verdicts; writes no file.
///
/// Standard output holds only the report (text or the JSON document); problems with
/// inputs and notes go to standard error as `file:line:column: message`.
public struct CheckAction: Sendable {
    public var options: PipelineOptions
    public var format: CheckFormat

    public init(options: PipelineOptions, format: CheckFormat = .text) {
        self.options = options; self.format = format
    }

    public func perform() -> ActionResult {
        var out = CheckOutput(fd: nil)
        let (stderr, exitCode) = perform(writingTo: &out)
        return ActionResult(stdout: String(decoding: out.bytes, as: UTF8.self), stderr: stderr, exitCode: exitCode)
    }

    /// Runs the check writing standard output to `out` as it goes (the JSON document one
    /// session at a time, in input order; the text report at the end, as it is grouped) and
    /// returns standard error's text and the exit status. `perform()` and the command both
    /// use it, so they print the same bytes.
    func perform(writingTo out: inout CheckOutput) -> (stderr: String, exitCode: Int32) {
        let plan = Pipeline.plan(options)
        if let refused = Self.refusal(plan) { return (refused, ExitStatus.usage) }
        let run: PipelineRun
        switch format {
        case .json: run = streamJSON(plan, to: &out)
        case .text:
            // Streaming: each decoded session is dropped on its worker once judged; only
            // reports are kept (the report groups sessions, so it is written at the end).
            run = plan.forEachSession(keepingSessions: false, prepare: { _, _ in () }) { _, _ in }
            out.write(CheckText(notes: run.notes, failOn: options.failOn).render(run))
        }
        out.flush()
        return (Self.problems(run), run.exitStatus)
    }

    /// Writes the JSON document, each session's entry made on the worker that judged it
    /// (which also frees its events) and made terminal-safe with JSON escapes, so the
    /// document stays valid JSON holding the sessions' own strings; keeps of each report only what the exit status needs
    /// (validity, failed results).
    private func streamJSON(_ plan: PipelinePlan, to out: inout CheckOutput) -> PipelineRun {
        var kept: [SessionReport] = []
        kept.reserveCapacity(plan.sources.count)
        let run = plan.forEachSession(keepingReports: false, keepingSessions: false, prepare: { _, judged in CheckJSON.terminalSafeEntry(judged.report) }) { judged, entry in
            out.write(kept.isEmpty ? CheckJSON.head : CheckJSON.separator)
            out.write(safe: entry)
            kept.append(Self.statusOnly(judged.report))
        }
        out.write(kept.isEmpty ? CheckJSON.empty : CheckJSON.tail)
        return run.with(reports: kept)
    }

    /// The report without what only the document shows (evidence, diagnostics, header).
    static func statusOnly(_ report: SessionReport) -> SessionReport {
        var failed = report.results.filter { $0.status == .fail }
        for i in failed.indices { failed[i].evidence = [] }
        return SessionReport(file: "", id: "", header: nil, valid: report.valid, errors: [], warnings: [], results: failed,
                             eventCount: report.eventCount, duration: report.duration)
    }

    /// The input and note errors, one per line, for standard error, after the project
    /// file's warnings; too few sessions for its `min-sessions` last.
    static func problems(_ run: PipelineRun) -> String {
        var lines = run.projectWarnings.map { "warning: \($0)" } + run.duplicateWarnings
        lines += run.inputErrors.map { "error: \($0)" } + run.noteErrors.map { "error: \($0)" }
        if run.tooFewSessions {
            lines.append("error: the run holds \(run.sessionCount) session\(run.sessionCount == 1 ? "" : "s"); "
                         + "the project file's min-sessions asks for at least \(run.minSessions)")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Standard error's text when the `--notes` folder cannot be used (missing, a file,
    /// unreadable) or the project file names rules no note has: no session is read then
    /// (exit status 2), so a typo in `--notes` fails at once instead of after judging every
    /// session against the built-in notes alone. (A note of the folder that does not load is
    /// reported with the run, which still judges the others: exit status 2 too.) Nil when
    /// the plan may run.
    static func refusal(_ plan: PipelinePlan) -> String? {
        let folder = plan.noteFiles.folderRead ? [] : plan.noteFiles.readErrors
        var lines = folder.map { "error: \($0)" } + plan.projectErrors.map { "error: \($0)" }
        guard !lines.isEmpty else { return nil }
        if !folder.isEmpty { lines.append("error: no session was read: the notes must load first") }
        return lines.map { $0 + "\n" }.joined()
    }
}
