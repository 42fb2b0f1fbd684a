/// Something that makes a run exit 2 besides an invalid session (an input that cannot be
/// used, a note that does not load, too few sessions), as `junit.xml` shows it: an erroring
/// test case of the run's own suite, so that a CI test tab is red whenever the exit status
/// is 2 (cli.md: "red exactly when the exit status says so").
public struct JUnitRunError: Sendable, Equatable {
    /// The test case's name: `input`, `notes` or `min-sessions`.
    public var name: String
    /// The error as standard error says it (a note's with its file, line and column).
    public var message: String

    public init(name: String, message: String) {
        self.name = name; self.message = message
    }

    /// The suite's name (it has no `file`: no session file holds these errors).
    public static let suiteName = "adsight run"

    /// The run's suite (empty when `errors` is): one erroring test case per error.
    public static func suite(_ errors: [JUnitRunError]) -> String {
        guard !errors.isEmpty else { return "" }
        var body = HTML()
        body.raw("  <testsuite name=\"\(suiteName)\" tests=\"\(errors.count)\" failures=\"0\" errors=\"\(errors.count)\" skipped=\"0\" time=\"0\">\n")
        for e in errors {
            body.raw("    <testcase name=\""); body.text(e.name); body.raw("\" classname=\"\(suiteName)\" time=\"0\">\n")
            body.raw("      <error type=\"run-error\" message=\""); body.text(e.message); body.raw("\"/>\n    </testcase>\n")
        }
        body.raw("  </testsuite>\n")
        return body.description
    }
}
