import AdsightRules
import AdsightSession

/// What the dashboard, the note pages, `summary.json` and `junit.xml` need of one input
/// file once its own page is written: its report (verdicts and evidence, no events), its
/// page name and a few facts drawn from its events. Small, so a build keeps one per
/// session while each session's events are dropped after its page.
public struct SessionSummary: Sendable {
    public let report: SessionReport
    /// Page base name (see `PageNames`).
    public let page: String
    /// Orientations in order of first use (the header's alone when there are no events).
    let orientationsUsed: [Orientation]
    let adKinds: [AdTrack.Kind]

    init(report: SessionReport, page: String, scan: SessionScan?) {
        self.report = report; self.page = page
        orientationsUsed = scan?.orientationsUsed ?? report.header.map { [$0.orientation] } ?? []
        adKinds = scan?.adKinds ?? []
    }

    var title: String { report.header?.title ?? report.id }
    var href: String { "sessions/\(page).html" }
    var failures: [RuleResult] { report.results.filter { $0.status == .fail } }
    func failing(_ s: Severity) -> Int { failures.filter { $0.severity == s }.count }

    /// `fail-error`, `fail-warning`, `fail-info`, `pass` or `invalid`.
    var status: String {
        guard report.valid else { return "invalid" }
        guard let worst = failures.map(\.severity).max() else { return "pass" }
        return "fail-" + worst.rawValue
    }

    var device: String {
        guard let d = report.header?.device else { return "" }
        return d.family.rawValue + (d.model.map { " (\($0))" } ?? "")
    }

    var orientations: String { orientationsUsed.map(\.rawValue).joined(separator: ", ") }

    var adKindsText: String { adKinds.map(\.rawValue).joined(separator: ", ") }
}
