/// An earlier run's `summary.json` as a comparison needs it: per session id its results'
/// statuses, the note check digests the run recorded. Rule names are held once, in `rules`;
/// a session holds a run of compact entries (rule number, status) in `entries`, in the
/// baseline's result order, so a comparison walks it beside the run's results.
public struct Baseline: Sendable {
    /// The `summary.json` format this module writes and reads; a newer one is refused.
    public static let currentFormat = 2

    /// The path as the user gave it (shown in `comparison.baseline`).
    public var path: String
    /// The document's `format` (1 for a document from before the field existed).
    public var format: Int
    /// Per rule, the digest of its note's check text in the baseline run (empty for format 1).
    public var checks: [String: String]
    /// The rule names the baseline's results name, each once, in first-seen order: a rule
    /// number is a position here.
    public private(set) var rules: [String] = []
    /// The rule numbers by name.
    public private(set) var ruleNumbers: [String: Int32] = [:]
    /// Every session's entries, one run of them per session (at most one entry per rule).
    public private(set) var entries: [BaselineEntry] = []
    /// Per session id, where its entries are.
    public private(set) var sessions: [String: BaselineSession] = [:]
    /// The session ids in the baseline's order (first occurrence), for `goneSessions`.
    public private(set) var order: [String] = []
    /// The fields that were not what the format says and were left out, each with its place
    /// (shown as warnings; the one pass reads none: it leaves such a document to the plain reader).
    public internal(set) var dropped: [BaselineError] = []

    public init(path: String, format: Int = currentFormat, checks: [String: String] = [:]) {
        self.path = path; self.format = format; self.checks = checks
    }

    /// Whether the note of `rule` changed since the baseline: both runs recorded a digest of
    /// its check text and they differ (a rule the baseline has no digest for is not changed).
    public func noteChanged(_ rule: String, digest: String?) -> Bool {
        guard let digest, let old = checks[rule] else { return false }
        return old != digest
    }

    /// The baseline's status of `rule` in `session` (`absent` when it was not judged there).
    /// Tries the entry at `position` first (results usually come in the same rule order in
    /// both runs: one comparison of names), then the rule's number among the session's entries.
    @inline(__always)
    public func status(of rule: String, in session: BaselineSession, at position: Int) -> BaselineStatus {
        let k = session.range.lowerBound + position
        if k < session.range.upperBound, rules[Int(entries[k].rule)] == rule { return entries[k].status }
        guard let number = ruleNumbers[rule] else { return .absent }
        for k in session.range where entries[k].rule == number { return entries[k].status }
        return .absent
    }

    /// Per session id its statuses by rule name: the plain view the reader's reference gives.
    public var statusTable: [String: [String: BaselineStatus]] {
        sessions.mapValues { s in
            Dictionary(uniqueKeysWithValues: entries[s.range].map { (rules[Int($0.rule)], $0.status) })
        }
    }

    /// Adds rule `name` to the table (the reader interns each name once) and gives its number.
    mutating func appendRule(_ name: String) -> Int32 {
        if let known = ruleNumbers[name] { return known }
        rules.append(name)
        ruleNumbers[name] = Int32(rules.count - 1)
        return Int32(rules.count - 1)
    }

    /// Takes the run's own `String`s for the rule names both runs have (same text): the
    /// comparison's name check per result is then usually one of identical strings.
    mutating func adoptRuleNames(_ names: some Sequence<String>) {
        for name in names { if let k = ruleNumbers[name] { rules[Int(k)] = name } }
    }

    mutating func reserve(sessions n: Int) {
        sessions.reserveCapacity(n); order.reserveCapacity(n)
    }

    /// Records session `id` with `own` (at most one entry per rule), or, for an id seen
    /// before, keeps `own` aside for `mergeDuplicates` (merging each at once would copy the
    /// session again per duplicate).
    mutating func appendSession(_ id: String, _ own: some Collection<BaselineEntry>, duplicates: inout [String: [Range<Int>]]) {
        let start = entries.count
        entries.append(contentsOf: own)
        if sessions[id] == nil {
            sessions[id] = BaselineSession(range: start..<entries.count)
            order.append(id)
        } else {
            duplicates[id, default: []].append(start..<entries.count)
        }
    }

    /// Merges the sessions kept aside into the first under their id, in file order: a rule
    /// failing in any of them failed there (otherwise the later status stands).
    mutating func mergeDuplicates(_ duplicates: [String: [Range<Int>]]) {
        guard !duplicates.isEmpty else { return }
        for id in order {
            guard let later = duplicates[id], let first = sessions[id] else { continue }
            var merged = Array(entries[first.range])
            var at: [Int32: Int] = [:]
            for (k, e) in merged.enumerated() { at[e.rule] = k }
            for range in later {
                for e in entries[range] {
                    if let k = at[e.rule] {
                        if merged[k].status != .fail { merged[k].status = e.status }
                    } else {
                        at[e.rule] = merged.count; merged.append(e)
                    }
                }
            }
            let start = entries.count
            entries.append(contentsOf: merged)
            sessions[id] = BaselineSession(range: start..<entries.count)
        }
    }
}

/// One baseline session: where its entries are in `Baseline.entries`.
public struct BaselineSession: Sendable, Hashable {
    public var range: Range<Int>
}

/// One result of a baseline session: its rule's number in `Baseline.rules` and its status.
public struct BaselineEntry: Sendable, Hashable {
    public var rule: Int32
    public var status: BaselineStatus
}
