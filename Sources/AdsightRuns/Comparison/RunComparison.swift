import AdsightRules

/// The comparison of a run with its baseline, made in one pass over the run's sessions in
/// input order: each session is looked up once by id, its results walked beside the
/// baseline session's entries (a result's rule is usually where it was: one comparison of
/// names), so it costs a hash probe per session, never a decode.
public struct RunComparison: Sendable {
    /// At most this many new failures are kept for listing (all are counted).
    public static let listLimit = 200

    public let baseline: Baseline
    /// This run's check digests per rule (`summary.json`'s `checks`).
    public let digests: [String: String]
    /// The lowest severity whose failure counts (`--fail-on`; nil for never).
    public let threshold: Severity?
    public private(set) var newFailures = 0, fixed = 0, stillFailing = 0, newSessions = 0
    /// New failures that count toward the exit status under `threshold` (`--fail-on-new`).
    public private(set) var countedNewFailures = 0
    /// The first `listLimit` new failures, in input order.
    public private(set) var listed: [NewFailure] = []
    /// The first `listLimit` fixed failures (session and rule) and new sessions, in input order.
    public private(set) var listedFixed: [NewFailure] = []
    public private(set) var listedNewSessions: [String] = []
    private var seen: Set<String> = []
    private var changed: [String: Bool] = [:]
    /// Whether any note changed (when none did, no result's rule is looked up in `changed`).
    private var anyChanged = false

    public init(baseline: Baseline, digests: [String: String], threshold: Severity?) {
        var baseline = baseline
        baseline.adoptRuleNames(digests.keys)
        self.baseline = baseline; self.digests = digests; self.threshold = threshold
        for (rule, digest) in digests {
            let c = baseline.noteChanged(rule, digest: digest)
            changed[rule] = c
            anyChanged = anyChanged || c
        }
    }

    /// The rules whose note's check changed since the baseline, sorted.
    public var changedRules: [String] { changed.filter(\.value).map(\.key).sorted() }

    /// The baseline's sessions this run does not have, in the baseline's order.
    public var goneSessions: [String] { baseline.order.filter { !seen.contains($0) } }

    /// How a session compares (pure: a worker may call it while `add` runs in order):
    /// one hash probe for the session, a comparison of names per result (`valid`: an
    /// invalid session's results are not compared).
    public func marks(id: String, valid: Bool, results: [RuleResult]) -> SessionMarks {
        guard let old = baseline.sessions[id] else { return SessionMarks(isNew: true) }
        guard valid else { return SessionMarks(isNew: false) }
        var marks: [ResultMark] = []
        marks.reserveCapacity(results.count)
        for (position, result) in results.enumerated() {
            let was = baseline.status(of: result.rule, in: old, at: position)
            let change: ResultMark.Change
            if anyChanged, changed[result.rule] == true {
                change = .noteChanged
            } else if result.status == .fail {
                change = was == .fail ? .stillFailing : .newFailure
            } else {
                change = was == .fail ? .fixed : .same
            }
            marks.append(ResultMark(baseline: was, change: change))
        }
        return SessionMarks(isNew: false, results: marks)
    }

    /// Counts the next session, in input order, with its `marks` (from `marks(id:valid:results:)`).
    public mutating func add(id: String, results: [RuleResult], marks: SessionMarks) {
        let first = seen.insert(id).inserted
        if marks.isNew {
            if first {
                newSessions += 1
                if listedNewSessions.count < Self.listLimit { listedNewSessions.append(id) }
            }
            for result in results where result.status == .fail { note(id, result) }
            return
        }
        for (result, mark) in zip(results, marks.results) {
            switch mark.change {
            case .newFailure: note(id, result)
            case .fixed:
                fixed += 1
                if listedFixed.count < Self.listLimit { listedFixed.append(NewFailure(session: id, rule: result.rule)) }
            case .stillFailing: stillFailing += 1
            case .noteChanged, .same: break
            }
        }
    }

    /// `marks` then `add`: compares and counts the next session.
    @discardableResult
    public mutating func add(id: String, valid: Bool, results: [RuleResult]) -> SessionMarks {
        let m = marks(id: id, valid: valid, results: results)
        add(id: id, results: results, marks: m)
        return m
    }

    private mutating func note(_ id: String, _ result: RuleResult) {
        newFailures += 1
        if result.counts(atOrAbove: threshold) { countedNewFailures += 1 }
        guard listed.count < Self.listLimit else { return }
        let first = result.evidence.first
        listed.append(NewFailure(session: id, rule: result.rule, line: first?.line, message: first?.message))
    }
}
