import AdsightRules
import AdsightRuns

/// `junit.xml`: a test suite per session, a test case per rule, a failure per rule that
/// failed at or above the `--fail-on` threshold (its evidence as the text), `skipped` for a
/// rule that did not apply, an `error` case for an invalid session, and the session's format
/// warnings as the suite's `<system-err>`. A rule that failed
/// below the threshold, or whose failure the project file suppresses, is a passing case
/// whose `<system-out>` lists its breaches, so the test view is red exactly when the exit
/// status says so (cli.md); what else makes the run exit 2 is one more suite after the
/// sessions' (`JUnitRunError`). Text and attributes are escaped by `Markup.escape`.
///
/// Under `--fail-on-new` (a session's `marks` against the baseline given) only a new failure
/// at or above the threshold counts toward the exit status, so only it is a `<failure>`; one
/// that failed in the baseline too (or whose note's check changed since) is a passing case
/// whose `<system-out>` says so and lists its breaches, as for a failure below the threshold.
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
        /// `threshold` and `marks` as for `suite`.
        public mutating func add(_ r: SessionReport, threshold: Severity?, marks: SessionMarks? = nil) {
            tests += r.valid ? r.results.count : 1
            errors += r.valid ? 0 : 1
            // Counted in place: no filtered copies of the results (and no retain per result).
            for k in r.results.indices {
                if isFailure(r.results[k], at: k, threshold: threshold, marks: marks) { failures += 1 }
                if r.results[k].status == .notApplicable { skipped += 1 }
            }
        }

        /// Adds the run's own suite (`JUnitRunError.suite`): a test and an error per error.
        public mutating func add(_ runErrors: [JUnitRunError]) {
            tests += runErrors.count
            errors += runErrors.count
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

    /// Whether result `k` of a session is a `<failure>`: it counts toward the exit status
    /// under `threshold` and, with `marks` (`--fail-on-new`), is new since the baseline.
    static func isFailure(_ res: RuleResult, at k: Int, threshold: Severity?, marks: SessionMarks?) -> Bool {
        guard res.counts(atOrAbove: threshold) else { return false }
        guard let marks, !marks.isNew else { return true }
        return k < marks.results.count && marks.results[k].change == .newFailure
    }

    /// One session's `<testsuite>`, with every evidence item. `threshold` is the lowest
    /// severity whose failure is a `<failure>` (nil: none is); `marks`, given under
    /// `--fail-on-new`, its comparison with the baseline: then only a new failure is one.
    public static func suite(_ r: SessionReport, threshold: Severity?, marks: SessionMarks? = nil) -> String {
        let f = r.results.indices.count(where: { isFailure(r.results[$0], at: $0, threshold: threshold, marks: marks) })
        let s = r.results.filter { $0.status == .notApplicable }.count
        let e = r.valid ? 0 : 1
        let n = r.valid ? r.results.count : 1
        var body = HTML()
        body.raw("  <testsuite name=\""); body.text(r.id)
        body.raw("\" tests=\"\(n)\" failures=\"\(f)\" errors=\"\(e)\" skipped=\"\(s)\" time=\"0\" file=\""); body.text(r.file); body.raw("\">\n")
        if !r.valid {
            body.raw("    <testcase name=\"adsession-format\" classname=\""); body.text(r.id); body.raw("\" time=\"0\">\n")
            // The message is what a CI test tab shows first: the first error, where it is.
            let first = r.errors.first.map { "\(r.file):\($0.line):\($0.column): \($0.message)" } ?? "the session is invalid"
            let more = r.errors.count > 1 ? " (and \(Counted.phrase(r.errors.count - 1, "more error")))" : ""
            body.raw("      <error type=\"invalid-session\" message=\""); body.text(first + more); body.raw("\">")
            body.text(r.errors.map { "\(r.file):\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n"))
            body.raw("</error>\n    </testcase>\n")
        }
        for (k, res) in r.results.enumerated() {
            body.raw("    <testcase name=\""); body.text(res.rule); body.raw("\" classname=\""); body.text(r.id); body.raw("\" time=\"0\"")
            let breaches = { res.evidence.map { "\(r.file):\($0.line): t = \(Fmt.seconds($0.t)): \($0.message)" }.joined(separator: "\n") }
            switch res.status {
            case .pass:
                body.raw("/>\n")
            case .notApplicable:
                body.raw(res.disabled ? ">\n      <skipped message=\"disabled by the project file\"/>\n    </testcase>\n"
                                      : ">\n      <skipped message=\"not applicable\"/>\n    </testcase>\n")
            case .fail where isFailure(res, at: k, threshold: threshold, marks: marks):
                let first = res.evidence.first.map { "\($0.message) (t = \(Fmt.seconds($0.t)), line \($0.line))" } ?? "failed"
                body.raw(">\n      <failure type=\""); body.text(res.severity.rawValue); body.raw("\" message=\""); body.text(first); body.raw("\">")
                body.text(breaches())
                body.raw("</failure>\n    </testcase>\n")
            case .fail:
                // Below the threshold, suppressed or not new: passes, its breaches shown as output.
                let why = res.suppressed.map { "suppressed: \($0)" }
                    ?? (res.counts(atOrAbove: threshold) ? oldFailure(marks, at: k) : "\(res.severity.rawValue) below --fail-on")
                body.raw(">\n      <system-out>"); body.text("failed (\(why)):\n" + breaches()); body.raw("</system-out>\n    </testcase>\n")
            }
        }
        // Format warnings (an event name adsession/1 does not define, ...) judge nothing: output.
        if !r.warnings.isEmpty {
            body.raw("    <system-err>")
            body.text(r.warnings.map { "\(r.file):\($0.line):\($0.column): warning: \($0.message)" }.joined(separator: "\n"))
            body.raw("</system-err>\n")
        }
        body.raw("  </testsuite>\n")
        return body.description
    }

    /// Why a failure at or above the threshold passes under `--fail-on-new`.
    static func oldFailure(_ marks: SessionMarks?, at k: Int) -> String {
        let changed = marks.map { k < $0.results.count && $0.results[k].change == .noteChanged } ?? false
        return changed ? "its note's check changed since the baseline; not counted under --fail-on-new"
                       : "failed in the baseline too; not new, not counted under --fail-on-new"
    }
}
