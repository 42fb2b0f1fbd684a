import AdsightRules
import AdsightSession

/// Derived facts about one input file used across pages: names, links and counts.
struct SessionFacts {
    let site: SiteSession
    /// Page base name (see `PageNames`).
    let page: String
    let scan: SessionScan?

    var report: SessionReport { site.report }
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

    var orientations: String {
        (scan?.orientationsUsed ?? report.header.map { [$0.orientation] } ?? []).map(\.rawValue).joined(separator: ", ")
    }

    var adKinds: String { (scan?.adKinds ?? []).map(\.rawValue).joined(separator: ", ") }
}
