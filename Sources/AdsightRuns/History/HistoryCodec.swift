import AdsightJSON

/// `history.jsonl`'s line format: compact JSON, keys in a fixed order, one line per run:
/// `{"format":1,"run":"..","url":"..","shard":"I/N","sessions":N,"invalid":N,"errors":N,"warnings":N,"infos":N,"failed":{"id":["rule",..]}}`.
/// Decoding is strict (a line is untrusted: from an artifact) and says what is wrong.
public enum HistoryCodec {
    /// The longest line read; a longer one is dropped (like a session line, 8 MiB).
    public static let maxLineLength = 8 * 1024 * 1024
    /// The deepest nesting accepted (a line is 3 deep).
    public static let maxDepth = 4
    /// The largest count read; a line with a larger one is dropped (no run judges a billion
    /// sessions, and the trend chart adds counts up).
    public static let maxCount = 1_000_000_000

    /// The line's bytes, without the newline (a line that lists its failing sessions: one
    /// made with `counted:` is written as `head`, its entries and `tail`).
    public static func encode(_ line: HistoryLine) -> [UInt8] {
        precondition(line.counted == nil, "a counted history line has no list to encode")
        var out = head(line)
        for (i, entry) in line.failed.enumerated() { out += self.entry(entry.id, entry.rules, first: i == 0) }
        out += tail
        return out
    }

    /// The line's bytes up to its failing sessions' entries (`"failed":{`).
    public static func head(_ line: HistoryLine) -> [UInt8] {
        var out = JSONBytes(capacity: 256)
        out.append("{\"format\":"); out.append(HistoryLine.currentFormat)
        out.append(",\"run\":"); out.appendQuoted(line.run)
        if let url = line.url { out.append(",\"url\":"); out.appendQuoted(url) }
        if let shard = line.shard { out.append(",\"shard\":"); out.appendQuoted(shard) }
        out.append(",\"sessions\":"); out.append(line.sessions)
        out.append(",\"invalid\":"); out.append(line.invalid)
        out.append(",\"errors\":"); out.append(line.errors)
        out.append(",\"warnings\":"); out.append(line.warnings)
        out.append(",\"infos\":"); out.append(line.infos)
        out.append(",\"failed\":{")
        return out.bytes
    }

    /// One failing session's entry, `"id":["rule",..]`, after a comma unless it is the `first`.
    public static func entry(_ id: String, _ rules: [String], first: Bool) -> [UInt8] {
        var out = JSONBytes(capacity: 16 + id.utf8.count + 24 * rules.count)
        if !first { out.append(",") }
        out.appendQuoted(id)
        out.append(":[")
        for (k, rule) in rules.enumerated() {
            if k > 0 { out.append(",") }
            out.appendQuoted(rule)
        }
        out.append("]")
        return out.bytes
    }

    /// What ends a line after its entries.
    public static let tail: [UInt8] = Array("}}".utf8)

    /// Decodes one line (without its newline) or says why it is not a history line;
    /// `dropped` gains why a field was left out of a line that is kept. `listing` false: the
    /// failing sessions are checked and counted (`HistoryLine.counted`), not listed.
    public static func decode(_ bytes: ArraySlice<UInt8>, parser: inout JSONParser,
                              dropped: inout [String], listing: Bool = true) -> Result<HistoryLine, HistoryLineProblem> {
        guard bytes.count <= maxLineLength else { return .failure(HistoryLineProblem("longer than \(maxLineLength) bytes")) }
        let document: JSONDocument
        do { document = try parser.parse(bytes) } catch { return .failure(HistoryLineProblem("column \(error.column): not valid JSON: \(error.message)")) }
        let root = document.root
        guard root.kind == .object else { return .failure(HistoryLineProblem("not a JSON object")) }
        if let format = root["format"] {
            guard let n = format.int, n >= 1 else { return .failure(HistoryLineProblem("\"format\" is not a positive integer")) }
            guard n <= HistoryLine.currentFormat else { return .failure(HistoryLineProblem("written in format \(n), newer than this adsight reads")) }
        }
        guard let run = root["run"]?.string else { return .failure(HistoryLineProblem("no string \"run\"")) }
        func count(_ key: String, required: Bool) -> Int?? {
            guard let v = root[key] else { return required ? nil : .some(0) }
            guard let n = v.int, n >= 0, n <= maxCount else { return nil }
            return .some(n)
        }
        guard let sessions = count("sessions", required: true) ?? nil, let invalid = count("invalid", required: true) ?? nil,
              let errors = count("errors", required: false) ?? nil, let warnings = count("warnings", required: false) ?? nil,
              let infos = count("infos", required: false) ?? nil else {
            return .failure(HistoryLineProblem("\"sessions\", \"invalid\", \"errors\", \"warnings\" and \"infos\" must be counts up to \(maxCount)"))
        }
        guard let failedValue = root["failed"], failedValue.kind == .object else { return .failure(HistoryLineProblem("no object \"failed\"")) }
        var failed: [(id: String, rules: [String])] = []
        var counted = FailedCounts()
        if listing { failed.reserveCapacity(failedValue.count) }
        for (key, value) in failedValue.members {
            guard let id = key.string, value.kind == .array else { return .failure(HistoryLineProblem("\"failed\" must map session ids to arrays of rules")) }
            var rules: [String] = []
            for rule in value.elements {
                guard let text = rule.string else { return .failure(HistoryLineProblem("a failed rule of \(id) is not a string")) }
                rules.append(text)
            }
            if listing { failed.append((id, rules)) } else { counted.add(rules) }
        }
        var url: String?
        if let u = root["url"] {
            guard let text = u.string else { return .failure(HistoryLineProblem("\"url\" is not a string")) }
            url = text
        }
        var line = listing
            ? HistoryLine(run: run, url: url, sessions: sessions, invalid: invalid, errors: errors, warnings: warnings, infos: infos, failed: failed)
            : HistoryLine(run: run, url: url, sessions: sessions, invalid: invalid, errors: errors, warnings: warnings, infos: infos, counted: counted)
        if url != nil && line.url == nil { dropped.append("\"url\" dropped: not an http(s) URL without spaces or controls") }
        if let s = root["shard"] {
            guard let text = s.string else { return .failure(HistoryLineProblem("\"shard\" is not a string")) }
            line.shard = text
        }
        return .success(line)
    }
}
