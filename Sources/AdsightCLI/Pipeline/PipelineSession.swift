import AdsightRules
import AdsightSession

/// One input file after the run: its report and, for a valid file, the decoded session
/// (the site draws timelines and logs from its events).
public struct PipelineSession: Sendable {
    public var report: SessionReport
    /// Nil for an invalid or unreadable file.
    public var session: Session?

    public init(report: SessionReport, session: Session?) { self.report = report; self.session = session }
}
