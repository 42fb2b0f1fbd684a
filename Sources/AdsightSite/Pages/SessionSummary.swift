import AdsightRules
import AdsightSession

/// What the dashboard, the note pages and the `junit.xml` totals need of one input file
/// once its own page is written: its report with at most the first evidence of each rule
/// and the first error (plus their counts), its page name and a few facts drawn from its
/// events. Small, so a build keeps one per session while each session's events and
/// evidence are dropped after its page.
public struct SessionSummary: Sendable {
    /// The report, with each result's evidence cut to its first item and the errors to the first.
    public let report: SessionReport
    /// Page base name (see `PageNames`).
    public let page: String
    /// How many breaches each result had, parallel to `report.results`.
    let breachCounts: [Int]
    /// How many format errors the file had.
    public let errorCount: Int
    /// Orientations in order of first use (the header's alone when there are no events).
    let orientationsUsed: [Orientation]
    let adKinds: [AdTrack.Kind]

    init(report full: SessionReport, page: String, scan: SessionScan?) {
        var report = full
        report.results = full.results.map { var r = $0; r.evidence = Array($0.evidence.prefix(1)); return r }
        report.errors = Array(full.errors.prefix(1))
        report.warnings = []
        self.report = report; self.page = page
        breachCounts = full.results.map(\.evidence.count)
        errorCount = full.errors.count
        orientationsUsed = scan?.orientationsUsed ?? full.header.map { [$0.orientation] } ?? []
        adKinds = scan?.adKinds ?? []
    }

    var title: String { report.header?.title ?? report.id }
    var href: String { "sessions/\(page).html" }
    var failures: [RuleResult] { report.results.filter { $0.status == .fail } }
    /// How many rules of severity `s` failed (`failures` counted without making it).
    func failing(_ s: Severity) -> Int {
        // Read in place: iterating the results would copy each one (its strings, its evidence).
        report.results.withUnsafeBufferPointer { results in
            var n = 0
            for i in results.indices where results[i].status == .fail && results[i].severity == s { n += 1 }
            return n
        }
    }
    /// Whether any rule failed.
    var anyFailure: Bool {
        report.results.withUnsafeBufferPointer { results in results.indices.contains { results[$0].status == .fail } }
    }

    /// Each result with its number of breaches.
    var results: Zip2Sequence<[RuleResult], [Int]> { zip(report.results, breachCounts) }

    /// `fail-error`, `fail-warning`, `fail-info`, `pass` or `invalid`: a failure the
    /// project file suppresses leaves a session passing (it is listed, marked, not counted).
    var status: String {
        guard report.valid else { return "invalid" }
        var worst: Severity?
        report.results.withUnsafeBufferPointer { results in
            for i in results.indices where results[i].status == .fail && results[i].suppressed == nil {
                worst = max(worst ?? results[i].severity, results[i].severity)
            }
        }
        guard let worst else { return "pass" }
        return "fail-" + worst.rawValue
    }

    /// How many failures the project file suppresses.
    var suppressedCount: Int {
        report.results.withUnsafeBufferPointer { results in
            results.indices.reduce(0) { $0 + (results[$1].status == .fail && results[$1].suppressed != nil ? 1 : 0) }
        }
    }

    var device: String {
        guard let d = report.header?.device else { return "" }
        return d.family.rawValue + (d.model.map { " (\($0))" } ?? "")
    }

    var orientations: String { orientationsUsed.map(\.rawValue).joined(separator: ", ") }

    var adKindsText: String { adKinds.map(\.rawValue).joined(separator: ", ") }
}
