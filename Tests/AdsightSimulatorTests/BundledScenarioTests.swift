import AdsightTemplates
import Testing
@testable import AdsightSimulator

/// Every bundled scenario parses; the correct apps pass every rule; the showcases fail
/// exactly the rules of their defects.
struct BundledScenarioTests {
    static let files = Embedded.scenarios.filter { $0.path.hasSuffix(".yaml") }

    @Test(arguments: files.map(\.path))
    func parses(path: String) throws {
        let file = try #require(Self.files.first { $0.path == path })
        let stem = String(path.split(separator: "/").last!.dropLast(5))
        let s = try ScenarioParser.parse(yaml: String(decoding: file.bytes, as: UTF8.self), file: path, defaultName: stem)
        #expect(s.name == stem, "a bundled scenario's name is its file name")
    }

    @Test(arguments: Bundled.names)
    func failsExactlyItsDefectsRules(name: String) throws {
        let scenario = try #require(Bundled.scenario(name))
        let expected = Set(scenario.app.defects.flatMap(\.rules))
        for seed in UInt64(1)...6 {
            for session in Simulator.sessions(of: scenario, seed: seed, count: 2) {
                let failed = Set(Judge.failed(session))
                #expect(failed == expected, "\(session.header.id): failed \(failed.sorted()), expected \(expected.sorted())")
            }
        }
    }
}
