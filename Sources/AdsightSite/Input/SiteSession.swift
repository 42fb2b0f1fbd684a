import AdsightRules
import AdsightRuns
import AdsightSession

/// One input file for the site: what adsight concluded about it and, for a valid
/// session, its decoded events (the timeline, frames and event log are drawn from them).
public struct SiteSession: Sendable {
    public var report: SessionReport
    /// The decoded session; nil for an invalid file.
    public var session: Session?
    /// The session's timeline scan when already made from the rules' replay
    /// (`SessionScanBuilder`); nil: the page replays the session itself.
    public var scan: SessionScan?
    /// Against `--baseline`: per rule whose result moved, `new`, `fixed` or `changed` (the
    /// note's check changed), and whether the whole session is new there.
    public var baselineChanges: [String: String] = [:]
    public var newSinceBaseline = false
    /// Under `--fail-on-new`: the session's marks against the baseline, so that `junit.xml`
    /// makes only its new failures `<failure>`s (nil otherwise).
    public var junitMarks: SessionMarks?

    public init(report: SessionReport, session: Session?, scan: SessionScan? = nil) {
        self.report = report; self.session = session; self.scan = scan
    }
}
