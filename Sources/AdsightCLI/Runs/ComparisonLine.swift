import AdsightRules
import AdsightRuns

/// The terminal's line comparing a run with `--baseline`, the one definition `check`'s
/// text report, `build` and `merge` print: the counts, then the notes whose check changed.
enum ComparisonLine {
    static func text(_ c: RunComparison) -> String {
        var out = "against \(c.baseline.path): \(Counted.phrase(c.newFailures, "new failure")), \(c.fixed) fixed, "
            + "\(c.stillFailing) still failing, \(Counted.phrase(c.newSessions, "new session")), "
            + "\(Counted.phrase(c.goneSessions.count, "session")) gone"
        if !c.changedRules.isEmpty { out += "; changed notes: \(c.changedRules.joined(separator: ", "))" }
        return out + "\n"
    }
}
