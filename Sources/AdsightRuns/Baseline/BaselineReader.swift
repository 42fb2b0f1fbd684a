import AdsightJSON

/// Reads a baseline from the bytes of an earlier `summary.json` (or `check --format json`
/// output). The document comes from a CI artifact: untrusted. Anything that is not such a
/// document (not JSON, truncated, too deep, another document, a newer format, a session
/// without an id, a result without rule or known status) is refused whole with its place:
/// comparing against half a baseline would call every missing result new.
public enum BaselineReader {
    /// The deepest nesting accepted (a summary is 6 deep).
    public static let maxDepth = 16

    public static func read(_ bytes: [UInt8], path: String) -> Result<Baseline, BaselineError> {
        var parser = JSONParser(maxDepth: maxDepth)
        let document: JSONDocument
        do { document = try parser.parse(bytes) } catch {
            return .failure(BaselineError(file: path, line: error.line, column: error.column, message: "not valid JSON: \(error.message)"))
        }
        let root = document.root
        func refuse(_ value: JSONValue, _ message: String) -> Result<Baseline, BaselineError> {
            let (line, column) = value.position
            return .failure(BaselineError(file: path, line: line, column: column, message: message))
        }
        guard root.kind == .object, let sessions = root["sessions"], sessions.kind == .array else {
            return refuse(root, "not an adsight summary (no \"sessions\" array)")
        }
        var baseline = Baseline(path: path, format: 1)
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
            if baseline.sessions[id] == nil { baseline.order.append(id) }
            // Two baseline sessions under one id: a rule failing in either failed there.
            baseline.sessions[id, default: BaselineSession()].merge(statuses)
        }
        return .success(baseline)
    }
}

extension BaselineSession {
    /// Adds another session's statuses under the same id (a failure wins).
    mutating func merge(_ other: [String: BaselineStatus]) {
        if statuses.isEmpty { statuses = other; return }
        for (rule, status) in other where statuses[rule] != .fail { statuses[rule] = status }
    }
}
