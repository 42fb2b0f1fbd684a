import AdsightRules

extension MarkBucket {
    /// Counts a breach of `severity` in the column's two highest severities, which its mark
    /// shows: a warning that falls with an error keeps half of the mark.
    mutating func rank(_ severity: Severity) {
        let rank = severity == .error ? 2 : (severity == .warning ? 1 : 0)
        if rank > severityRank {
            if severityRank >= 0 { lesserSeverity = self.severity; lesserRank = severityRank }
            severityRank = rank
            self.severity = severity.rawValue
        } else if rank < severityRank, rank > lesserRank {
            lesserSeverity = severity.rawValue; lesserRank = rank
        }
    }
}
