/// The known name closest to a misspelled one, for a did-you-mean (only for names that are
/// not known: rare, so a plain edit distance over the few dozen names is enough).
public enum NameSuggestion {
    /// The name of `known` at the smallest edit distance from `name`, when that distance is
    /// small for the name's length (at most 1 + length / 6); the first such name on a tie.
    public static func closest(to name: String, in known: [String]) -> String? {
        let a = Array(name.utf8)
        let limit = 1 + a.count / 6
        var best: (name: String, distance: Int)?
        for candidate in known {
            let d = distance(a, Array(candidate.utf8))
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Levenshtein distance of two byte strings (one row kept).
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
