import AdsightRules

/// `junit.xml`: a test suite per session, a test case per rule, a failure per rule that
/// failed at or above the `--fail-on` threshold (its evidence as the text), `skipped` for a
/// rule that did not apply, and an `error` case for an invalid session. A rule that failed
/// below the threshold, or whose failure the project file suppresses, is a passing case
/// whose `<system-out>` lists its breaches, so the test view is red exactly when the exit
/// status says so (cli.md). Text and attributes are escaped by `Markup.escape`.
///
/// Not so under `--fail-on-new`: the document does not know the baseline (a merge copies
/// the parts' suites as they are), so a failure at or above the threshold is a `<failure>`
/// whether or not it is new, and the view can be red while the status is 0 (docs/ci.md).
///
/// Built in pieces so a build can stream it: `suite(_:)` per session as it is judged,
/// `Totals` from the reports (counts only: a `SessionSummary`'s report will do), then
/// `head(_:)` + the suites + `tail`.
public enum JUnitReport {
    /// The counts of the root element.
    public struct Totals: Sendable, Equatable {
        public var tests = 0, failures = 0, errors = 0, skipped = 0

        public init() {}

        /// Adds one session's counts (its results' statuses; evidence is not needed);
        /// `threshold` as for `suite`.
        public mutating func add(_ r: SessionReport, threshold: Severity?) {
            tests += r.valid ? r.results.count : 1
            errors += r.valid ? 0 : 1
            // Counted in place: no filtered copies of the results (and no retain per result).
            for k in r.results.indices {
                if r.results[k].counts(atOrAbove: threshold) { failures += 1 }
                if r.results[k].status == .notApplicable { skipped += 1 }
            }
        }
    }

    /// The whole document for reports held in memory.
    public static func render(_ reports: [SessionReport], threshold: Severity? = .error) -> String {
        var totals = Totals()
        var body = ""
        for r in reports { totals.add(r, threshold: threshold); body += suite(r, threshold: threshold) }
        return head(totals) + body + tail
    }

    /// The XML declaration and the root element's start tag.
    public static func head(_ t: Totals) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"adsight\" tests=\"\(t.tests)\" failures=\"\(t.failures)\" errors=\"\(t.errors)\" skipped=\"\(t.skipped)\" time=\"0\">\n"
    }

    public static let tail = "</testsuites>\n"

    /// One session's `<testsuite>`, with every evidence item. `threshold` is the lowest
    /// severity whose failure is a `<failure>` (nil: none is).
    public static func suite(_ r: SessionReport, threshold: Severity?) -> String {
        let f = r.results.filter { $0.counts(atOrAbove: threshold) }.count
        let s = r.results.filter { $0.status == .notApplicable }.count
        let e = r.valid ? 0 : 1
        let n = r.valid ? r.results.count : 1
        var body = HTML()
        body.raw("  <testsuite name=\""); body.text(r.id)
        body.raw("\" tests=\"\(n)\" failures=\"\(f)\" errors=\"\(e)\" skipped=\"\(s)\" time=\"0\" file=\""); body.text(r.file); body.raw("\">\n")
        if !r.valid {
            body.raw("    <testcase name=\"adsession-format\" classname=\""); body.text(r.id); body.raw("\" time=\"0\">\n")
            body.raw("      <error type=\"invalid-session\" message=\""); body.text("\(r.errors.count) format error(s)"); body.raw("\">")
            body.text(r.errors.map { "\(r.file):\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n"))
            body.raw("</error>\n    </testcase>\n")
        }
        for res in r.results {
            body.raw("    <testcase name=\""); body.text(res.rule); body.raw("\" classname=\""); body.text(r.id); body.raw("\" time=\"0\"")
            let breaches = { res.evidence.map { "\(r.file):\($0.line): t = \(Fmt.seconds($0.t)): \($0.message)" }.joined(separator: "\n") }
            switch res.status {
            case .pass:
                body.raw("/>\n")
            case .notApplicable:
                body.raw(res.disabled ? ">\n      <skipped message=\"disabled by the project file\"/>\n    </testcase>\n"
                                      : ">\n      <skipped message=\"not applicable\"/>\n    </testcase>\n")
            case .fail where res.counts(atOrAbove: threshold):
                let first = res.evidence.first.map { "\($0.message) (t = \(Fmt.seconds($0.t)), line \($0.line))" } ?? "failed"
                body.raw(">\n      <failure type=\""); body.text(res.severity.rawValue); body.raw("\" message=\""); body.text(first); body.raw("\">")
                body.text(breaches())
                body.raw("</failure>\n    </testcase>\n")
            case .fail:
                // Below the threshold or suppressed: passes, its breaches shown as output.
                let why = res.suppressed.map { "suppressed: \($0)" } ?? "\(res.severity.rawValue) below --fail-on"
                body.raw(">\n      <system-out>"); body.text("failed (\(why)):\n" + breaches()); body.raw("</system-out>\n    </testcase>\n")
            }
        }
        body.raw("  </testsuite>\n")
        return body.description
    }
}
