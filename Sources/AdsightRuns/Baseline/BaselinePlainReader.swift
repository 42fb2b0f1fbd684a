import AdsightJSON

/// The plain reference for `BaselineReader`: the same document read through `JSONValue`
/// lookups into a table of statuses by rule name per session. `BaselineReader.read` must
/// give the same baseline (`Baseline.statusTable`) or the same error for any bytes (the
/// differential tests and the fuzz target check it).
public enum BaselinePlainReader {
    /// What the plain reader gives: the baseline's fields with per session id its statuses by rule.
    public struct Plain: Sendable, Equatable {
        public var format = 1
        public var checks: [String: String] = [:]
        public var sessions: [String: [String: BaselineStatus]] = [:]
        public var order: [String] = []
        /// The fields dropped, each with its place (`BaselineError.droppedDescription`).
        public var dropped: [BaselineError] = []

        public init(format: Int = 1, checks: [String: String] = [:], sessions: [String: [String: BaselineStatus]] = [:], order: [String] = [],
                    dropped: [BaselineError] = []) {
            self.format = format; self.checks = checks; self.sessions = sessions; self.order = order; self.dropped = dropped
        }
    }

    public static func read(_ bytes: [UInt8], path: String) -> Result<Plain, BaselineError> {
        var parser = JSONParser(maxDepth: BaselineReader.maxDepth)
        let document: JSONDocument
        do { document = try parser.parse(bytes) } catch {
            return .failure(BaselineError(file: path, line: error.line, column: error.column, message: "not valid JSON: \(error.message)"))
        }
        let root = document.root
        func place(_ value: JSONValue, _ message: String) -> BaselineError {
            let (line, column) = value.position
            return BaselineError(file: path, line: line, column: column, message: message)
        }
        guard root.kind == .object, let sessions = root["sessions"], sessions.kind == .array else {
            return .failure(place(root, "not an adsight summary (no \"sessions\" array)"))
        }
        var baseline = Plain()
        if let format = root["format"] {
            // The format says how to read the rest: not a field to drop.
            guard let n = format.int, n >= 1 else { return .failure(place(format, "\"format\" is not a positive integer")) }
            guard n <= Baseline.currentFormat else {
                return .failure(place(format, "written in format \(n), newer than this adsight reads (\(Baseline.currentFormat)); upgrade adsight"))
            }
            baseline.format = n
        }
        if let checks = root["checks"] {
            if checks.kind != .object { baseline.dropped.append(place(checks, "\"checks\" is not an object")) }
            for (key, value) in checks.kind == .object ? Array(checks.members) : [] {
                guard let rule = key.string, let digest = value.string else {
                    baseline.dropped.append(place(value, "a check digest is not a string")); continue
                }
                baseline.checks[rule] = digest
            }
        }
        baseline.sessions.reserveCapacity(sessions.count)
        for session in sessions.elements {
            guard session.kind == .object, let id = session["id"]?.string else {
                baseline.dropped.append(place(session, "a session without a string \"id\"")); continue
            }
            guard let results = session["results"], results.kind == .array else {
                baseline.dropped.append(place(session["results"] ?? session, "session \(id) has no \"results\" array")); continue
            }
            var statuses: [String: BaselineStatus] = [:]
            statuses.reserveCapacity(results.count)
            for result in results.elements {
                guard let rule = result["rule"]?.string, let text = result["status"]?.string,
                      let status = BaselineStatus(rawValue: text), status != .absent else {
                    baseline.dropped.append(place(result, "a result of session \(id) without a rule and a status pass, fail or not-applicable"))
                    continue
                }
                statuses[rule] = status
            }
            if let old = baseline.sessions[id] {
                // Two baseline sessions under one id: a rule failing in either failed there.
                baseline.sessions[id] = old.merging(statuses) { $0 == .fail ? $0 : $1 }
            } else {
                baseline.sessions[id] = statuses
                baseline.order.append(id)
            }
        }
        return .success(baseline)
    }
}
