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
        // Streaming: each decoded session is dropped once judged; only reports are kept.
        let run = Pipeline.forEachSession(options) { _ in }
        let stdout: String
        switch format {
        case .json: stdout = CheckJSON.document(run.reports)
        case .text: stdout = CheckText(notes: run.notes, failOn: options.failOn).render(run)
        }
        return ActionResult(stdout: stdout, stderr: Self.problems(run), exitCode: run.exitStatus)
    }

    /// The input and note errors, one per line, for standard error.
    static func problems(_ run: PipelineRun) -> String {
        let lines = run.inputErrors.map { "error: \($0)" } + run.noteErrors.map { "error: \($0)" }
        return lines.map { $0 + "\n" }.joined()
    }
}
