/// One run as `history.jsonl` holds it (`cli.md`): its label, link, counts and the
/// rules each failing session failed. Nothing else per session, so a run of thousands of
/// sessions costs its failures only.
public struct HistoryLine: Sendable, Hashable {
    /// The line format this adsight writes; a line of a newer one is dropped with a warning.
    public static let currentFormat = 1

    public var run: String
    /// The run's page (`--run-url`): only ever an `http:` or `https:` URL (`safeURL`, applied
    /// by the initializer, the one place it is), so what shows it links it without a check.
    public private(set) var url: String?
    public var sessions: Int
    public var invalid: Int
    /// Failed results by severity, over every session.
    public var errors: Int
    public var warnings: Int
    public var infos: Int
    /// Per failing session id (input order), the rules it failed (catalogue order). Empty in
    /// a line made with `counted:`, whose list is not held.
    public var failed: [(id: String, rules: [String])]
    /// The part (`"2/3"`) when a `build --shard` wrote the line: its counts are that part's
    /// sessions only, so `merge` does not take it for one of the whole run's earlier runs.
    public var shard: String?
    /// For a line whose failing sessions are counted, not listed (a build's own line, its list
    /// written from a scratch file: `HistoryCodec.head`), the counts; nil when `failed` is the list.
    public private(set) var counted: FailedCounts?

    public init(run: String, url: String? = nil, sessions: Int, invalid: Int, errors: Int = 0, warnings: Int = 0, infos: Int = 0,
                failed: [(id: String, rules: [String])] = []) {
        self.run = run; self.url = url.flatMap(Self.safeURL); self.sessions = sessions; self.invalid = invalid
        self.errors = errors; self.warnings = warnings; self.infos = infos; self.failed = failed
    }

    /// A line whose failing sessions are counted (`counted`) rather than listed.
    public init(run: String, url: String? = nil, sessions: Int, invalid: Int, errors: Int, warnings: Int, infos: Int,
                counted: FailedCounts) {
        self.init(run: run, url: url, sessions: sessions, invalid: invalid, errors: errors, warnings: warnings, infos: infos)
        self.counted = counted
    }

    /// How many sessions failed a rule.
    public var failingSessions: Int { counted?.sessions ?? failed.count }

    /// Per rule, how many sessions failed it.
    public var ruleSessions: [String: Int] { counted?.rules ?? FailedCounts(failed).rules }

    /// `url` when it is an `http:` or `https:` URL without spaces or controls, else nil:
    /// anything else (`javascript:`, a relative path) is never made a link.
    public static func safeURL(_ url: String) -> String? {
        let lower = url.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        guard url.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) }) else { return nil }
        return url
    }

    public static func == (a: HistoryLine, b: HistoryLine) -> Bool {
        a.run == b.run && a.url == b.url && a.sessions == b.sessions && a.invalid == b.invalid && a.errors == b.errors
            && a.warnings == b.warnings && a.infos == b.infos && a.shard == b.shard && a.counted == b.counted
            && a.failed.map(\.id) == b.failed.map(\.id) && a.failed.map(\.rules) == b.failed.map(\.rules)
    }

    public func hash(into h: inout Hasher) {
        h.combine(run); h.combine(sessions); h.combine(failingSessions)
    }
}
