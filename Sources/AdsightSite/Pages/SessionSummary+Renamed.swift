extension SessionSummary {
    /// The same summary for a page named `page`: a merge gives a session from another
    /// part another name when a session of one of the other parts took its name (the page's
    /// own bytes do not hold its name; the dashboard's row and the note pages' links do).
    public func renamed(_ page: String) -> SessionSummary {
        SessionSummary(report: report, page: page, breachCounts: breachCounts, errorCount: errorCount,
                       orientationsUsed: orientationsUsed, adKinds: adKinds)
    }
}
