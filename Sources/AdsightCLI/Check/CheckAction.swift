import AdsightRules
import AdsightRuns

/// `adsight check`: runs the pipeline and prints its verdicts; writes no file.
///
/// Standard output holds only the report (text or the JSON document); problems with
/// inputs and notes go to standard error as `file:line:column: message`.
public struct CheckAction: Sendable {
    public var options: PipelineOptions
    public var format: CheckFormat
    /// `--site-url URL`: where the site is published, for the Markdown summary's links.
    public var siteURL: String?

    public init(options: PipelineOptions, format: CheckFormat = .text, siteURL: String? = nil) {
        self.options = options; self.format = format; self.siteURL = siteURL
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
        let (stderr, exitCode) = judge(writingTo: &out)
        let unused = UnusedOptions.warnings(failOnNew: options.failOnNew, baseline: options.baseline, format: format, siteURL: siteURL)
        return (unused + stderr, exitCode)
    }

    private func judge(writingTo out: inout CheckOutput) -> (stderr: String, exitCode: Int32) {
        let plan = Pipeline.plan(options)
        if let refused = Self.refusal(plan) { return (refused, ExitStatus.usage) }
        let frame: SummaryFrame
        switch Self.frame(options, plan) {
        case .failure(let error): return ("error: \(error)\n", ExitStatus.usage)
        case .success(let made): frame = made
        }
        var run: PipelineRun
        var comparison = frame.comparison
        switch format {
        case .json: (run, comparison) = streamJSON(plan, frame: frame, to: &out)
        case .text, .github, .markdown:
            // Streaming: each decoded session is dropped on its worker once judged; only
            // reports are kept (the reports group sessions, so they are written at the end).
            let compare = frame.comparison
            var marks: [SessionMarks] = []
            run = plan.forEachSession(keepingSessions: false, prepare: { _, judged in
                compare?.marks(id: judged.report.id, valid: judged.report.valid, results: judged.report.results)
            }) { judged, mark in
                if let mark {
                    comparison?.add(id: judged.report.id, results: judged.report.results, marks: mark)
                    marks.append(mark)
                }
            }
            // Set before rendering: the text and Markdown reports print the exit status.
            if options.failOnNew, let comparison { run.countedNewFailures = comparison.countedNewFailures }
            switch format {
            case .github: out.write(CheckGitHub(notes: run.notes, marks: marks).render(run.reports, run: run))
            case .markdown: out.write(CheckMarkdown(notes: run.notes, comparison: comparison, siteURL: UnusedOptions.linkable(siteURL)).render(run))
            default: out.write(CheckText(notes: run.notes, failOn: options.failOn, comparison: comparison).render(run))
            }
        }
        if options.failOnNew, case .json = format, let comparison { run.countedNewFailures = comparison.countedNewFailures }
        out.flush()
        return (BaselineFile.warnings(frame.comparison?.baseline) + Self.problems(run), run.exitStatus)
    }

    /// The document's frame: the notes' check digests and, with `--baseline`, the
    /// comparison to fill (a baseline that cannot be read refuses the run).
    static func frame(_ options: PipelineOptions, _ plan: PipelinePlan) -> Result<SummaryFrame, BaselineError> {
        guard let path = options.baseline else { return .success(SummaryFrame(notes: plan.notes, baseline: nil, failOn: options.failOn)) }
        return BaselineFile.load(path).map { SummaryFrame(notes: plan.notes, baseline: $0, failOn: options.failOn) }
    }

    /// Writes the JSON document, each session's entry made on the worker that judged it
    /// (which also frees its events) and made terminal-safe with JSON escapes, so the
    /// document stays valid JSON holding the sessions' own strings; keeps of each report only what the exit status needs
    /// (validity, failed results). The comparison is counted in input order, its marks made on the workers.
    private func streamJSON(_ plan: PipelinePlan, frame: SummaryFrame, to out: inout CheckOutput) -> (PipelineRun, RunComparison?) {
        var kept: [SessionReport] = []
        kept.reserveCapacity(plan.sources.count)
        let compare = frame.comparison
        var comparison = frame.comparison
        // JSON escapes, not TerminalText's, for what the frame quotes (rule ids here; paths,
        // messages and ids in the closing part); the separator is plain ASCII.
        let head = JSONTerminalText.safe(Array(frame.head.utf8))
        let run = plan.forEachSession(keepingReports: false, keepingSessions: false, prepare: { _, judged in
            let report = judged.report
            let marks = compare?.marks(id: report.id, valid: report.valid, results: report.results)
            return (CheckJSON.terminalSafeEntry(report, marks: marks), marks)
        }) { judged, prepared in
            if kept.isEmpty { out.write(safe: head) } else { out.write(CheckJSON.separator) }
            out.write(safe: prepared.0)
            if let marks = prepared.1 { comparison?.add(id: judged.report.id, results: judged.report.results, marks: marks) }
            kept.append(Self.statusOnly(judged.report))
        }
        var closing = frame
        closing.comparison = comparison
        let judged = run.with(reports: kept)
        closing.problems = RunProblem.of(judged)
        out.write(safe: JSONTerminalText.safe(Array((kept.isEmpty ? closing.empty : closing.tail).utf8)))
        return (judged, comparison)
    }

    /// The report without what only the document shows (evidence, diagnostics, header).
    static func statusOnly(_ report: SessionReport) -> SessionReport {
        var failed = report.results.filter { $0.status == .fail }
        for i in failed.indices { failed[i].evidence = [] }
        return SessionReport(file: "", id: "", header: nil, valid: report.valid, errors: [], warnings: [], results: failed,
                             eventCount: report.eventCount, duration: report.duration)
    }

    /// The input and note errors, one per line, for standard error, after the project
    /// file's warnings; too few sessions for `min-sessions` last.
    static func problems(_ run: PipelineRun) -> String {
        var lines = run.projectWarnings.map { "warning: \($0)" } + run.duplicateWarnings
        lines += RunProblem.of(run).map { "error: \($0.located)" }
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
