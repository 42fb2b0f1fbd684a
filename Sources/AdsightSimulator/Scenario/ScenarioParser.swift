import AdsightSession
import AdsightYAML
import Yams

/// Reads a scenario file (YAML). Unknown keys, wrong types, values out of range and
/// defects that cannot show in the scenario are errors with file, line and column.
public enum ScenarioParser {
    /// Parses `yaml`; `file` is used in errors, `defaultName` names the scenario when
    /// the file has no `name:`.
    public static func parse(yaml: String, file: String, defaultName: String) throws(ScenarioError) -> Scenario {
        if let refusal = YAMLShape.check(yaml) {
            throw ScenarioError(file: file, line: refusal.line, column: refusal.column, field: "", message: "the scenario \(refusal.message)")
        }
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: yaml) else {
                throw ScenarioError(file: file, line: 1, column: 1, field: "", message: "the file is empty; a scenario needs at least app.kind")
            }
            root = node
        } catch let e as ScenarioError {
            throw e
        } catch {
            throw syntaxError(error, file: file)
        }
        let top = try YAMLField(node: root, path: "", file: file)
            .mapping(allowed: ["name", "title", "device", "session", "user", "network", "app"])
        var scenario = Scenario(name: try top["name"].map(name) ?? defaultName)
        scenario.title = try top["title"]?.string()
        if let f = top["device"] { scenario.device = try DeviceReader.read(f) }
        if let f = top["session"] { scenario.session = try SessionReader.read(f) }
        if let f = top["user"] { scenario.user = try UserReader.read(f) }
        if let f = top["network"] { scenario.network = try NetworkReader.read(f) }
        guard let app = top["app"] else {
            throw ScenarioError(file: file, line: root.mark?.line ?? 1, column: root.mark?.column ?? 1, field: "app",
                                message: "missing; a scenario needs app.kind (\(AppKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        scenario.app = try AppReader.read(app)
        try AppReader.checkDefects(app, scenario: scenario)
        return scenario
    }

    /// A scenario's name names its sessions and their files: 1 to 64 letters, digits, `-`, `_`, `.`.
    private static func name(_ f: YAMLField) throws(ScenarioError) -> String {
        let n = try f.string()
        let ok = !n.isEmpty && n.count <= 64 && !n.hasPrefix(".")
            && n.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
        guard ok else { throw f.error("must be 1 to 64 letters, digits, \"-\", \"_\" or \".\" (it names the session files)") }
        return n
    }

    private static func syntaxError(_ error: Error, file: String) -> ScenarioError {
        if let y = error as? YamlError {
            switch y {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                 .composer(_, let problem, let mark, _):
                return ScenarioError(file: file, line: mark.line, column: mark.column, field: "", message: "not valid YAML: \(problem)")
            default: break
            }
        }
        return ScenarioError(file: file, line: 1, column: 1, field: "", message: "not valid YAML: \(error)")
    }
}
