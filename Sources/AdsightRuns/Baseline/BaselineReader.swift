import AdsightJSON

/// Reads a baseline from the bytes of an earlier `summary.json` (or `check --format json`
/// output). The document comes from a CI artifact: untrusted. Anything that is not such a
/// document (not JSON, truncated, too deep, another document, a newer format, a session
/// without an id, a result without rule or known status) is refused whole with its place:
/// comparing against half a baseline would call every missing result new.
///
/// The sessions are walked on the parsed tape (no value views, no strings for keys or
/// statuses); each rule name is made a `String` once, when first seen, and a result's rule is
/// matched by its bytes against the rule the previous session had at the same position.
/// `BaselinePlainReader` is the plain reference it must agree with.
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
        func refuse(_ offset: Int, _ message: String) -> Result<Baseline, BaselineError> {
            let (line, column) = document.position(of: offset)
            return .failure(BaselineError(file: path, line: line, column: column, message: message))
        }
        guard root.kind == .object, let sessions = root["sessions"], sessions.kind == .array else {
            return refuse(root.offset, "not an adsight summary (no \"sessions\" array)")
        }
        var baseline = Baseline(path: path, format: 1)
        if let format = root["format"] {
            guard let n = format.int, n >= 1 else { return refuse(format.offset, "\"format\" is not a positive integer") }
            guard n <= Baseline.currentFormat else {
                return refuse(format.offset, "written in format \(n), newer than this adsight reads (\(Baseline.currentFormat)); upgrade adsight")
            }
            baseline.format = n
        }
        if let checks = root["checks"] {
            guard checks.kind == .object else { return refuse(checks.offset, "\"checks\" is not an object") }
            for (key, value) in checks.members {
                guard let rule = key.string, let digest = value.string else { return refuse(value.offset, "a check digest is not a string") }
                baseline.checks[rule] = digest
            }
        }
        var walk = BaselineWalk()
        let refusal = document.withTapeView { v in walk.sessions(v, at: BaselineWalk.member(v, of: 0, "sessions") ?? 0, into: &baseline) }
        if let refusal { return refuse(refusal.offset, refusal.message) }
        return .success(baseline)
    }
}
