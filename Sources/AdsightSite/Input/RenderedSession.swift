/// One session's page, ready to write, and what the closing pages need of the session.
public struct RenderedSession: Sendable {
    /// `sessions/<page>.html`, relative to the site's root.
    public let path: String
    public let bytes: [UInt8]
    public let summary: SessionSummary
    /// The session's `<testsuite>` for `junit.xml` (see `SiteRenderer.junit`).
    public let junitSuite: [UInt8]
    /// The session's row of the dashboard's sessions table (`SiteRenderer.dashboardRow`).
    public let dashboardRow: [UInt8]
}
