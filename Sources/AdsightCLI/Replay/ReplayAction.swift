import AdsightModel
import AdsightSession

/// Replays one session file and prints each group of equal-`t` events with the state that
/// changed and the `model-consistency` findings. Exit 0 when the session is valid (findings
/// included: replay explains, `check` judges); 2 when unreadable or invalid.
public struct ReplayAction: Sendable {
    public var path: String
    public var format: ReplayFormat

    public init(path: String, format: ReplayFormat = .text) { self.path = path; self.format = format }

    public func perform() -> ActionResult {
        let file = SessionFileReader.read(path: path)
        if let reason = file.readError {
            return ActionResult(stderr: "error: cannot read \(path): \(reason)\n", exitCode: ExitStatus.usage)
        }
        return render(file.outcome)
    }

    /// Renders a decoded file (tests call this with an in-memory outcome).
    public func render(_ outcome: DecodeOutcome) -> ActionResult {
        let warnings = outcome.warnings.map { "\(path):\($0.line):\($0.column): warning: \($0.message)\n" }.joined()
        guard let session = outcome.session else {
            let errors = outcome.errors.map { "\(path):\($0.line):\($0.column): error: \($0.message)\n" }.joined()
            return ActionResult(stderr: errors + warnings + "error: \(path) is not a valid adsession/1 file\n",
                                exitCode: ExitStatus.usage)
        }
        let result = Replay.run(session)
        switch format {
        case .text: return ActionResult(stdout: ReplayText.render(session, result), stderr: warnings)
        case .json:
            // Made terminal-safe with JSON escapes first, so the document stays valid JSON.
            let json = JSONTerminalText.safe(Array(ReplayJSON.render(session, result).utf8))
            return ActionResult(stdout: String(decoding: json, as: UTF8.self), stderr: warnings)
        }
    }
}
