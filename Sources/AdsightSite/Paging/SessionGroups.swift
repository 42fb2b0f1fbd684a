/// The dashboard's groups: sessions counted by what they ran (their scenario, else their
/// app) on which device, and by result, so a reader of a large run sees where the failures
/// are without paging through every session.
struct SessionGroups: Sendable {
    /// Counts per result, in `SessionGroups.results` order.
    struct Counts: Sendable {
        var total = 0
        var byResult = [Int](repeating: 0, count: SessionGroups.results.count)

        mutating func add(_ status: String) {
            total += 1
            if let k = SessionGroups.results.firstIndex(where: { $0.status == status }) { byResult[k] += 1 }
        }
    }

    /// Each result a session can have: its `data-status` and its heading.
    static let results: [(status: String, label: String)] = [
        ("pass", "Pass"), ("fail-error", "Failing errors"), ("fail-warning", "Failing warnings"),
        ("fail-info", "Failing info"), ("invalid", "Invalid"),
    ]

    /// At most this many groups are listed (the largest); the rest are counted together.
    static let shown = 50

    private(set) var all = Counts()
    private var groups: [String: Counts] = [:]
    private var order: [String] = []

    /// Counts one session in the group `what` on `device`.
    mutating func add(what: String, device: String, status: String) {
        all.add(status)
        let key = device.isEmpty ? what : what + " · " + device
        if groups[key] == nil { order.append(key) }
        groups[key, default: Counts()].add(status)
    }

    /// The groups, largest first (then by name: a stable order), at most `shown`, and how
    /// many sessions the groups left out hold.
    func listed() -> (groups: [(name: String, counts: Counts)], more: Int, moreSessions: Int) {
        let sorted = order.sorted { (groups[$1]!.total, $0) < (groups[$0]!.total, $1) }
        let kept = sorted.prefix(Self.shown).map { ($0, groups[$0]!) }
        let rest = sorted.dropFirst(Self.shown).reduce(0) { $0 + groups[$1]!.total }
        return (kept, max(sorted.count - Self.shown, 0), rest)
    }
}
