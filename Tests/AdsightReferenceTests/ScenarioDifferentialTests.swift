import AdsightSimulator
import AdsightTemplates
import Testing

/// The engine agrees with the reference on simulated sessions of every bundled scenario and
/// of every defect of the simulator (and of each app done right).
struct ScenarioDifferentialTests {
    static let scenarios: [Scenario] = Embedded.scenarios.compactMap { file in
        guard file.path.hasSuffix(".yaml") else { return nil }
        let stem = String(file.path.split(separator: "/").last!.dropLast(5))
        return try? ScenarioParser.parse(yaml: String(decoding: file.bytes, as: UTF8.self), file: file.path, defaultName: stem)
    }

    @Test func everyBundledScenarioIsRead() { #expect(Self.scenarios.count == Embedded.scenarios.filter { $0.path.hasSuffix(".yaml") }.count) }

    @Test(arguments: scenarios.map(\.name))
    func bundledScenario(name: String) throws {
        let scenario = try #require(Self.scenarios.first { $0.name == name })
        for session in Simulator.sessions(of: scenario, seed: 3, count: 3) {
            Differential.check(session, label: session.header.id)
        }
    }

    static let defects = DefectScenario.cases.map { "\($0.0.rawValue)@\($0.1.rawValue)" } + AppKind.allCases.map { "correct@\($0.rawValue)" }

    @Test(arguments: defects)
    func defect(label: String) throws {
        let parts = label.split(separator: "@").map(String.init)
        let kind = try #require(AppKind(rawValue: parts[1]))
        let scenario = DefectScenario.make(Defect(rawValue: parts[0]), kind: kind)
        for session in Simulator.sessions(of: scenario, seed: 7, count: 2) {
            Differential.check(session, label: "\(label) \(session.header.id)")
        }
    }
}
