/// The comparison with `--baseline` as the pages show it: the counts, the first new
/// failures with their session's page, the sessions gone, the notes changed.
public struct SiteComparison: Sendable {
    /// One listed new failure.
    public struct Failure: Sendable, Hashable {
        public var session: String, page: String, rule: String
        public var line: Int?, message: String?
        public init(session: String, page: String, rule: String, line: Int?, message: String?) {
            self.session = session; self.page = page; self.rule = rule; self.line = line; self.message = message
        }
    }

    public var baseline: String
    public var newFailures: Int, fixed: Int, stillFailing: Int, newSessions: Int
    public var gone: [String]
    public var changedRules: [String]
    public var listed: [Failure]
    /// The first fixed failures (no breach: they pass now) and new sessions, each with its session's page.
    public var fixedListed: [Failure] = []
    public var newSessionsListed: [(id: String, page: String)] = []
    /// `--fail-on-new`: only the new failures count toward the exit status (the dashboard says so).
    public var failOnNew = false

    public init(baseline: String, newFailures: Int, fixed: Int, stillFailing: Int, newSessions: Int,
                gone: [String], changedRules: [String], listed: [Failure]) {
        self.baseline = baseline; self.newFailures = newFailures; self.fixed = fixed; self.stillFailing = stillFailing
        self.newSessions = newSessions; self.gone = gone; self.changedRules = changedRules; self.listed = listed
    }
}
