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

        public init(format: Int = 1, checks: [String: String] = [:], sessions: [String: [String: BaselineStatus]] = [:], order: [String] = []) {
            self.format = format; self.checks = checks; self.sessions = sessions; self.order = order
        }
    }

    public static func read(_ bytes: [UInt8], path: String) -> Result<Plain, BaselineError> {
        var parser = JSONParser(maxDepth: BaselineReader.maxDepth)
        let document: JSONDocument
        do { document = try parser.parse(bytes) } catch {
            return .failure(BaselineError(file: path, line: error.line, column: error.column, message: "not valid JSON: \(error.message)"))
        }
        let root = document.root
        func refuse(_ value: JSONValue, _ message: String) -> Result<Plain, BaselineError> {
            let (line, column) = value.position
            return .failure(BaselineError(file: path, line: line, column: column, message: message))
        }
        guard root.kind == .object, let sessions = root["sessions"], sessions.kind == .array else {
            return refuse(root, "not an adsight summary (no \"sessions\" array)")
        }
        var baseline = Plain()
        if let format = root["format"] {
            guard let n = format.int, n >= 1 else { return refuse(format, "\"format\" is not a positive integer") }
            guard n <= Baseline.currentFormat else {
                return refuse(format, "written in format \(n), newer than this adsight reads (\(Baseline.currentFormat)); upgrade adsight")
            }
            baseline.format = n
        }
        if let checks = root["checks"] {
            guard checks.kind == .object else { return refuse(checks, "\"checks\" is not an object") }
            for (key, value) in checks.members {
                guard let rule = key.string, let digest = value.string else { return refuse(value, "a check digest is not a string") }
                baseline.checks[rule] = digest
            }
        }
        baseline.sessions.reserveCapacity(sessions.count)
        for session in sessions.elements {
            guard session.kind == .object, let id = session["id"]?.string else { return refuse(session, "a session without a string \"id\"") }
            guard let results = session["results"], results.kind == .array else { return refuse(session, "session \(id) has no \"results\" array") }
            var statuses: [String: BaselineStatus] = [:]
            statuses.reserveCapacity(results.count)
            for result in results.elements {
                guard let rule = result["rule"]?.string, let text = result["status"]?.string,
                      let status = BaselineStatus(rawValue: text), status != .absent else {
                    return refuse(result, "a result of session \(id) without a rule and a status pass, fail or not-applicable")
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
