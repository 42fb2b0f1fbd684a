/// Builds a `Baseline` session by session, result by result: each rule name is made a
/// `String` once (a result's rule is matched by its bytes against the rule the previous
/// session had at the same position), a rule given twice in a session keeps its last status,
/// and sessions under one id are merged at the end.
struct BaselineBuilder {
    private(set) var baseline = Baseline(path: "", format: 1)
    /// The rule names' bytes by rule number (for matching without decoding).
    private var ruleBytes: [[UInt8]] = []
    /// The rule number the previous session had at each result position.
    private var hints: [Int32] = []
    /// Per rule number, the session (ordinal) that last had it and that entry's place in
    /// `own`: a rule given twice in one session keeps its last status, in O(1).
    private var lastSession: [Int] = [], lastSlot: [Int] = []
    private var own: [BaselineEntry] = []
    private var duplicates: [String: [Range<Int>]] = [:]
    private var session = 0, position = 0

    /// The next result of the current session: its rule's name as bytes (no escapes).
    mutating func result(rule body: UnsafeBufferPointer<UInt8>, status: BaselineStatus) {
        if position < hints.count, isRule(body, hints[position]) {
            add(hints[position], status)
        } else {
            add(number(String(decoding: body, as: UTF8.self)), status)
        }
    }

    /// The next result of the current session, its rule by name.
    mutating func result(rule name: String, status: BaselineStatus) {
        add(number(name), status)
    }

    /// Ends the current session, recorded under `id`.
    mutating func endSession(_ id: String) {
        baseline.appendSession(id, own, duplicates: &duplicates)
        own.removeAll(keepingCapacity: true)
        session += 1; position = 0
    }

    /// The baseline, sessions under one id merged.
    mutating func finish() -> Baseline {
        baseline.mergeDuplicates(duplicates)
        duplicates = [:]
        return baseline
    }

    mutating func set(format: Int, checks: [String: String], sessions: Int) {
        baseline.format = format; baseline.checks = checks
        baseline.reserve(sessions: sessions)
    }

    private mutating func add(_ rule: Int32, _ status: BaselineStatus) {
        if position < hints.count { hints[position] = rule } else { hints.append(rule) }
        position += 1
        if lastSession[Int(rule)] == session {
            own[lastSlot[Int(rule)]].status = status
        } else {
            lastSession[Int(rule)] = session; lastSlot[Int(rule)] = own.count
            own.append(BaselineEntry(rule: rule, status: status))
        }
    }

    private mutating func number(_ name: String) -> Int32 {
        let rule = baseline.appendRule(name)
        if Int(rule) == ruleBytes.count {
            ruleBytes.append(Array(name.utf8))
            lastSession.append(-1); lastSlot.append(0)
        }
        return rule
    }

    /// Whether `body` is rule `rule`'s name.
    @inline(__always)
    private func isRule(_ body: UnsafeBufferPointer<UInt8>, _ rule: Int32) -> Bool {
        ruleBytes[Int(rule)].withUnsafeBufferPointer { name in
            guard name.count == body.count else { return false }
            var k = 0
            while k < name.count, name[k] == body[k] { k += 1 }
            return k == name.count
        }
    }
}
