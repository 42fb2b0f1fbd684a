/// Everything one site is built from.
public struct SiteInput: Sendable {
    public var sessions: [SiteSession]
    public var notes: [SiteNote]
    /// The `check --format json` document, written as `summary.json`.
    public var summaryJSON: [UInt8]
    /// A build time to print (from SOURCE_DATE_EPOCH); nil prints none, keeping output identical.
    public var buildTime: String?
    /// The `--fail-on` threshold, shown on the dashboard.
    public var failOn: String
    /// Reference pages (the rule language).
    public var docs: [SiteDoc]
    /// The history and the baseline comparison the closing pages show (none by default).
    public var runs = SiteRuns()

    public init(sessions: [SiteSession], notes: [SiteNote], summaryJSON: [UInt8], buildTime: String? = nil, failOn: String = "error",
                docs: [SiteDoc] = []) {
        self.sessions = sessions; self.notes = notes; self.summaryJSON = summaryJSON
        self.buildTime = buildTime; self.failOn = failOn; self.docs = docs
    }
}
