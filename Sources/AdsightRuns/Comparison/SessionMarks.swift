/// How one session compares with the baseline: new there, or each result's mark.
public struct SessionMarks: Sendable, Hashable {
    /// The session is not in the baseline (`"baseline": "new"`); `results` is then empty.
    public var isNew: Bool
    /// Parallel to the session's results (empty for a new or an invalid session).
    public var results: [ResultMark]

    public init(isNew: Bool, results: [ResultMark] = []) {
        self.isNew = isNew; self.results = results
    }

    /// How many of the session's failures are new (every one, for a new session: pass its failure count).
    public func newFailures(failures: Int) -> Int {
        isNew ? failures : results.count(where: { $0.change == .newFailure })
    }

    /// How many results were fixed.
    public var fixed: Int { results.count(where: { $0.change == .fixed }) }
}
