import AdsightSimulator
import AdsightTemplates

/// The bundled scenarios (templates/scenarios), parsed.
enum Bundled {
    static let scenarios: [Scenario] = Embedded.scenarios.compactMap { file in
        let name = String(file.path.split(separator: "/").last ?? "")
        guard name.hasSuffix(".yaml") else { return nil }
        let stem = String(name.dropLast(5))
        return try? ScenarioParser.parse(yaml: String(decoding: file.bytes, as: UTF8.self), file: file.path, defaultName: stem)
    }

    static var names: [String] { scenarios.map(\.name) }

    static func scenario(_ name: String) -> Scenario? { scenarios.first { $0.name == name } }
}
