import AdsightJSON

/// The walk of a baseline's `sessions` array on the parsed tape, for `BaselineReader`: the
/// same checks, in the same order, as `BaselinePlainReader`, reading keys and statuses as
/// bytes and making a rule's name a `String` only the first time it is seen.
struct BaselineWalk {
    struct Refusal {
        var offset: Int
        var message: String
    }

    /// The rule names' bytes by rule number (for matching without decoding).
    private var ruleBytes: [[UInt8]] = []
    /// The rule number the previous session had at each result position.
    private var hints: [Int32] = []
    /// Per rule number, the session (ordinal) that last had it and that entry's place in
    /// `own`: a rule given twice in one session keeps its last status, in O(1).
    private var lastSession: [Int] = [], lastSlot: [Int] = []
    private var own: [BaselineEntry] = []

    /// The tape index of the value of the first member of object `object` named `key`
    /// (keys with escapes compared decoded, as `JSONValue`'s subscript does).
    static func member(_ v: JSONTapeView, of object: Int, _ key: StaticString) -> Int? {
        guard v.kind(object) == .object else { return nil }
        let end = v.next(object)
        var i = object + 1
        while i < end {
            if isKey(v, i, key) { return i + 1 }
            i = v.next(i + 1)
        }
        return nil
    }

    @inline(__always)
    static func isKey(_ v: JSONTapeView, _ i: Int, _ key: StaticString) -> Bool {
        if v.hasEscapes(i) { return v.string(i) == key.description }
        return bytes(v.stringBody(i), are: key)
    }

    /// Whether `body` is exactly `text`'s bytes (the length first: most keys differ in it).
    @inline(__always)
    static func bytes(_ body: UnsafeBufferPointer<UInt8>, are text: StaticString) -> Bool {
        let n = text.utf8CodeUnitCount
        guard body.count == n else { return false }
        let p = text.utf8Start
        var k = 0
        while k < n, body[k] == p[k] { k += 1 }
        return k == n
    }

    /// Reads the sessions array at tape index `array` into `baseline`; the first problem,
    /// with its byte offset, otherwise nil.
    mutating func sessions(_ v: JSONTapeView, at array: Int, into baseline: inout Baseline) -> Refusal? {
        baseline.reserve(sessions: v.memberCount(array))
        var duplicates: [String: [Range<Int>]] = [:]
        let end = v.next(array)
        var s = array + 1, ordinal = 0
        while s < end {
            var idAt: Int?, resultsAt: Int?
            if v.kind(s) == .object {
                var m = s + 1
                let stop = v.next(s)
                while m < stop && (idAt == nil || resultsAt == nil) {
                    if idAt == nil, Self.isKey(v, m, "id") { idAt = m + 1 } else if resultsAt == nil, Self.isKey(v, m, "results") { resultsAt = m + 1 }
                    m = v.next(m + 1)
                }
            }
            guard let idAt, let id = v.string(idAt) else { return Refusal(offset: v.offset(s), message: "a session without a string \"id\"") }
            guard let resultsAt, v.kind(resultsAt) == .array else {
                return Refusal(offset: v.offset(s), message: "session \(id) has no \"results\" array")
            }
            if let refusal = results(v, at: resultsAt, session: ordinal, id: id, into: &baseline) { return refusal }
            baseline.appendSession(id, own, duplicates: &duplicates)
            s = v.next(s); ordinal += 1
        }
        baseline.mergeDuplicates(duplicates)
        return nil
    }

    /// Reads one session's results into `own` (one entry per rule, the last status given).
    private mutating func results(_ v: JSONTapeView, at array: Int, session: Int, id: String, into baseline: inout Baseline) -> Refusal? {
        own.removeAll(keepingCapacity: true)
        let end = v.next(array)
        var r = array + 1, position = 0
        while r < end {
            var ruleAt: Int?, statusAt: Int?
            if v.kind(r) == .object {
                var m = r + 1
                let stop = v.next(r)
                while m < stop && (ruleAt == nil || statusAt == nil) {
                    if ruleAt == nil, Self.isKey(v, m, "rule") { ruleAt = m + 1 } else if statusAt == nil, Self.isKey(v, m, "status") { statusAt = m + 1 }
                    m = v.next(m + 1)
                }
            }
            guard let ruleAt, v.kind(ruleAt) == .string, let statusAt, let status = Self.status(v, statusAt) else {
                return Refusal(offset: v.offset(r), message: "a result of session \(id) without a rule and a status pass, fail or not-applicable")
            }
            let rule = number(v, ruleAt, position: position, into: &baseline)
            if lastSession[Int(rule)] == session {
                own[lastSlot[Int(rule)]].status = status
            } else {
                lastSession[Int(rule)] = session; lastSlot[Int(rule)] = own.count
                own.append(BaselineEntry(rule: rule, status: status))
            }
            r = v.next(r); position += 1
        }
        return nil
    }

    /// A result's status: `pass`, `fail` or `not-applicable` (escapes decoded); nil otherwise.
    static func status(_ v: JSONTapeView, _ i: Int) -> BaselineStatus? {
        guard v.kind(i) == .string else { return nil }
        if v.hasEscapes(i) {
            guard let text = v.string(i), let status = BaselineStatus(rawValue: text), status != .absent else { return nil }
            return status
        }
        let body = v.stringBody(i)
        if bytes(body, are: "pass") { return .pass }
        if bytes(body, are: "fail") { return .fail }
        if bytes(body, are: "not-applicable") { return .notApplicable }
        return nil
    }

    /// Whether string `i`'s raw bytes (it has no escapes) are rule `rule`'s name.
    @inline(__always)
    private func isRule(_ v: JSONTapeView, _ i: Int, _ rule: Int32) -> Bool {
        let body = v.stringBody(i)
        return ruleBytes[Int(rule)].withUnsafeBufferPointer { name in
            guard name.count == body.count else { return false }
            var k = 0
            while k < name.count, name[k] == body[k] { k += 1 }
            return k == name.count
        }
    }

    /// The number of the rule named by string `i`: the previous session's rule at this
    /// position when the bytes match, else by name (a new name is added to the table).
    private mutating func number(_ v: JSONTapeView, _ i: Int, position: Int, into baseline: inout Baseline) -> Int32 {
        if position < hints.count, !v.hasEscapes(i) {
            let hint = hints[position]
            if isRule(v, i, hint) { return hint }
        }
        let name = v.string(i) ?? ""
        let rule = baseline.appendRule(name)
        if Int(rule) == ruleBytes.count {
            ruleBytes.append(Array(name.utf8))
            lastSession.append(-1); lastSlot.append(0)
        }
        if position < hints.count { hints[position] = rule } else { hints.append(rule) }
        return rule
    }
}
