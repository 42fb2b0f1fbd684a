import AdsightRules

extension PipelineRun {
    /// Why the run exits as it does, in words (`build`'s last line; `check`'s text report
    /// when something besides the failures makes it exit 2): every cause of status 2 first,
    /// else the failures that count under `failOn`.
    var exitReason: String {
        var why: [String] = []
        let invalid = tallied?.invalid ?? sessions.filter { !$0.report.valid }.count
        if !inputErrors.isEmpty { why.append(Counted.phrase(inputErrors.count, "input error")) }
        if !noteErrors.isEmpty { why.append(Counted.phrase(noteErrors.count, "note error")) }
        if invalid > 0 { why.append("\(Counted.phrase(invalid, "session")) \(invalid == 1 ? "is" : "are") invalid") }
        if tooFewSessions { why.append("fewer sessions than \(minSessionsSource) asks for (\(minSessions))") }
        if !why.isEmpty { return why.joined(separator: ", ") }
        // Under --fail-on-new only new failures count: say so, or the reason contradicts the status.
        if let new = countedNewFailures {
            if new > 0 { return "\(Counted.phrase(new, "new failure")) at or above --fail-on \(failOn.rawValue)" }
            return "no new failure at or above --fail-on \(failOn.rawValue) (--fail-on-new)"
        }
        let counted = countedFailures
        if counted > 0 { return "\(Counted.phrase(counted, "failure")) at or above --fail-on \(failOn.rawValue)" }
        return failOn == .never ? "--fail-on never" : "no rule failed at or above --fail-on \(failOn.rawValue)"
    }
}
