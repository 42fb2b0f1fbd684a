import AdsightJSON

/// The one pass behind `BaselineReader`: reads a summary's bytes straight into a
/// `BaselineBuilder`, validating the whole text as `JSONParser` does (strings, escapes,
/// UTF-8, numbers, literals, nesting up to `BaselineReader.maxDepth`) but keeping nothing of
/// the values a baseline does not need (no tape: a summary of 10,000 sessions is ~107 MB).
/// It takes only the plain shape adsight writes: on anything else (a problem, a key of
/// interest with escapes or given twice, a value of another type) it gives nil and the
/// caller reads the bytes with `BaselinePlainReader`, which gives the answer and the error.
struct BaselineStream {
    let p: UnsafeBufferPointer<UInt8>
    var i = 0
    private var builder = BaselineBuilder()

    static func read(_ bytes: [UInt8]) -> Baseline? {
        bytes.withUnsafeBufferPointer { buffer in
            var stream = BaselineStream(p: buffer)
            return stream.document()
        }
    }

    private init(p: UnsafeBufferPointer<UInt8>) { self.p = p }

    private mutating func document() -> Baseline? {
        space()
        guard take(UInt8(ascii: "{")) else { return nil }
        var format: Int?, checks: [String: String]?, sessions = false
        var more = !take(UInt8(ascii: "}"))
        while more {
            guard let key = key() else { return nil }
            if named(key, "sessions") {
                guard !sessions, sessionArray() else { return nil }
                sessions = true
            } else if named(key, "format") {
                guard format == nil, let n = integer() else { return nil }
                format = n
            } else if named(key, "checks") {
                guard checks == nil, let table = checkTable() else { return nil }
                checks = table
            } else {
                guard skipValue(level: 1) else { return nil }
            }
            guard let next = next(close: UInt8(ascii: "}")) else { return nil }
            more = next
        }
        space()
        guard i == p.count, sessions else { return nil }
        let n = format ?? 1
        guard n >= 1, n <= Baseline.currentFormat else { return nil }
        builder.set(format: n, checks: checks ?? [:], sessions: 0)
        return builder.finish()
    }

    /// `[` session, ... `]` (level 2; sessions are level 3, results 4, a result 5).
    private mutating func sessionArray() -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        var more = !take(UInt8(ascii: "]"))
        while more {
            guard take(UInt8(ascii: "{")) else { return false }
            var id: String?, results = false
            var members = !take(UInt8(ascii: "}"))
            while members {
                guard let key = key() else { return false }
                if named(key, "id") {
                    guard id == nil, let body = plainString() else { return false }
                    id = String(decoding: body, as: UTF8.self)
                } else if named(key, "results") {
                    guard !results, resultArray() else { return false }
                    results = true
                } else {
                    guard skipValue(level: 3) else { return false }
                }
                guard let next = next(close: UInt8(ascii: "}")) else { return false }
                members = next
            }
            guard let id, results else { return false }
            builder.endSession(id)
            guard let next = next(close: UInt8(ascii: "]")) else { return false }
            more = next
        }
        return true
    }

    private mutating func resultArray() -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        var more = !take(UInt8(ascii: "]"))
        while more {
            guard take(UInt8(ascii: "{")) else { return false }
            var rule: UnsafeBufferPointer<UInt8>?, status: BaselineStatus?
            var members = !take(UInt8(ascii: "}"))
            while members {
                guard let key = key() else { return false }
                if named(key, "rule") {
                    guard rule == nil, let body = plainString() else { return false }
                    rule = body
                } else if named(key, "status") {
                    guard status == nil, let body = plainString() else { return false }
                    if named(body, "pass") { status = .pass } else if named(body, "fail") { status = .fail } else if named(body, "not-applicable") {
                        status = .notApplicable
                    } else { return false }
                } else {
                    guard skipValue(level: 5) else { return false }
                }
                guard let next = next(close: UInt8(ascii: "}")) else { return false }
                members = next
            }
            guard let rule, let status else { return false }
            builder.result(rule: rule, status: status)
            guard let next = next(close: UInt8(ascii: "]")) else { return false }
            more = next
        }
        return true
    }

    private mutating func checkTable() -> [String: String]? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var table: [String: String] = [:]
        var more = !take(UInt8(ascii: "}"))
        while more {
            guard let key = key(), let value = plainString() else { return nil }
            table[String(decoding: key, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
            guard let next = next(close: UInt8(ascii: "}")) else { return nil }
            more = next
        }
        return table
    }

    /// An integer literal that fits an `Int` (as `JSONValue.int` reads one); nil otherwise.
    private mutating func integer() -> Int? {
        space()
        let start = i
        guard skipNumber(), !p[start..<i].contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) else { return nil }
        var value = 0
        let negative = p[start] == UInt8(ascii: "-")
        for b in p[(negative ? start + 1 : start)..<i] {
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (s, o2) = negative ? m.subtractingReportingOverflow(Int(b &- 0x30)) : m.addingReportingOverflow(Int(b &- 0x30))
            if o1 || o2 { return nil }
            value = s
        }
        return value
    }

    // MARK: Tokens

    /// After a member or element: true at `,` (another follows), false at `close`; nil otherwise.
    private mutating func next(close: UInt8) -> Bool? {
        space()
        guard i < p.count else { return nil }
        if p[i] == UInt8(ascii: ",") { i += 1; return true }
        if p[i] == close { i += 1; return false }
        return nil
    }

    /// A member's key without escapes, and its `:`.
    private mutating func key() -> UnsafeBufferPointer<UInt8>? {
        guard let body = plainString() else { return nil }
        space()
        guard take(UInt8(ascii: ":")) else { return nil }
        return body
    }

    /// A string without escapes (after whitespace): its body.
    private mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        space()
        let start = i + 1
        guard let escaped = skipString(), !escaped else { return nil }
        return UnsafeBufferPointer(rebasing: p[start..<(i - 1)])
    }

    @inline(__always)
    private func named(_ body: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        let n = text.utf8CodeUnitCount
        guard body.count == n else { return false }
        let t = text.utf8Start
        var k = 0
        while k < n, body[k] == t[k] { k += 1 }
        return k == n
    }

    /// Skips whitespace, then `b` if it is next.
    @inline(__always)
    private mutating func take(_ b: UInt8) -> Bool {
        space()
        guard i < p.count, p[i] == b else { return false }
        i += 1
        return true
    }

    @inline(__always)
    mutating func space() {
        while i < p.count {
            let b = p[i]
            guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
            i += 1
        }
    }
}
