import AdsightRules
import AdsightYAML
import Yams

/// Reads a project file's YAML. Unknown keys, wrong types and bad values are errors with
/// file, line and column (as scenario files are); folders are made relative to the file's
/// own folder.
public enum ProjectFileParser {
    static let keys = ["inputs", "notes", "templates", "fail-on", "min-sessions", "rules", "suppress"]

    public static func parse(yaml: String, path: String) throws(ProjectFileError) -> ProjectFile {
        if let refusal = YAMLShape.check(yaml) {
            throw ProjectFileError(file: path, line: refusal.line, column: refusal.column, message: "the project file \(refusal.message)")
        }
        var file = ProjectFile(path: path)
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: yaml) else { return file }   // empty: nothing set
            root = node
        } catch {
            throw syntaxError(error, path: path)
        }
        let top = try ProjectField(node: root, file: path).mapping(allowed: keys)
        let folder = Self.folder(of: path)
        if let f = top["inputs"] {
            var inputs: [String] = []
            for item in f.node.scalar != nil ? [f] : try f.list() { inputs.append(relative(try item.string(), to: folder)) }
            file.inputs = inputs
        }
        if let f = top["notes"] { file.notes = relative(try f.string(), to: folder) }
        if let f = top["templates"] { file.templates = relative(try f.string(), to: folder) }
        file.failOn = try top["fail-on"]?.choice(FailOn.allCases)
        file.minSessions = try top["min-sessions"]?.count()
        if let f = top["rules"] { try readRules(f, into: &file) }
        if let f = top["suppress"] {
            for item in try f.list() { try readSuppression(item, into: &file) }
        }
        return file
    }

    /// `rules: {RULE: off|error|warning|info}`.
    private static func readRules(_ f: ProjectField, into file: inout ProjectFile) throws(ProjectFileError) {
        guard let map = f.node.mapping else { throw f.error("rules must be a mapping of rule ids to off, error, warning or info") }
        for (keyNode, value) in map {
            let key = ProjectField(node: keyNode, file: file.path), field = ProjectField(node: value, file: file.path)
            let rule = try key.string()
            guard file.severities[rule] == nil, !file.disabled.contains(rule) else { throw key.error("rule \"\(rule)\" given twice") }
            file.ruleMentions.append(.init(rule: rule, line: key.line, column: key.column))
            let setting = try field.string()
            if setting == "off" { file.disabled.insert(rule); continue }
            guard let severity = Severity(rawValue: setting) else {
                throw field.error("\"\(setting)\" is not allowed; use one of: off, error, warning, info")
            }
            file.severities[rule] = severity
        }
    }

    /// `- {sessions: PATTERN, rule: RULE, reason: TEXT, until: YYYY-MM-DD}` (`sessions`
    /// defaults to every session).
    private static func readSuppression(_ f: ProjectField, into file: inout ProjectFile) throws(ProjectFileError) {
        let m = try f.mapping(allowed: ["sessions", "rule", "reason", "until"])
        guard let ruleField = m["rule"] else { throw f.error("a suppression needs rule (a rule id; * and ? match any text)") }
        guard let reasonField = m["reason"] else { throw f.error("a suppression needs reason (why the failure is known and accepted)") }
        let rule = try ruleField.string(), reason = try reasonField.string()
        guard !reason.allSatisfy(\.isWhitespace) else { throw reasonField.error("reason must say why the failure is accepted") }
        if !rule.contains("*") && !rule.contains("?") {
            file.ruleMentions.append(.init(rule: rule, line: ruleField.line, column: ruleField.column))
        }
        var until: String?
        if let u = m["until"] { until = try u.date() }
        let sessions = try m["sessions"]?.string() ?? "*"
        file.suppressions.append(.init(suppression: Suppression(sessions: IDPattern(sessions), rule: IDPattern(rule), reason: reason),
                                       until: until, line: f.line, column: f.column))
    }

    /// The folder the file is in: "" for a file in the working directory.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return path[..<slash].isEmpty ? "/" : String(path[..<slash])
    }

    /// `path` as seen from the working directory, given relative to `folder`.
    static func relative(_ path: String, to folder: String) -> String {
        if path.hasPrefix("/") || folder.isEmpty || folder == "." { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    private static func syntaxError(_ error: Error, path: String) -> ProjectFileError {
        if let y = error as? YamlError {
            switch y {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                 .composer(_, let problem, let mark, _):
                return ProjectFileError(file: path, line: mark.line, column: mark.column, message: "not valid YAML: \(problem)")
            default: break
            }
        }
        return ProjectFileError(file: path, line: 1, column: 1, message: "not valid YAML: \(error)")
    }
}
