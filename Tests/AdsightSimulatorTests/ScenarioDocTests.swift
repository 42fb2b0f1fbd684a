import AdsightSimulator
import AdsightTemplates
import Testing

/// The scenario reference page (templates/docs/scenarios.md, also a page of the site) stays
/// true: it names every defect, and its example scenario parses.
struct ScenarioDocTests {
    static var page: String {
        Embedded.docs.first { $0.path == "docs/scenarios.md" }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    }

    @Test(arguments: Defect.allCases)
    func everyDefectIsDocumented(defect: Defect) {
        #expect(Self.page.contains("| `\(defect.rawValue)` |"), "docs/scenarios.md does not list \(defect.rawValue)")
    }

    @Test func theExampleScenarioParses() throws {
        let page = Self.page
        let start = try #require(page.range(of: "```yaml\n"))
        let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
        let yaml = String(page[start.upperBound..<end.lowerBound])
        let scenario = try ScenarioParser.parse(yaml: yaml, file: "docs/scenarios.md", defaultName: "example")
        #expect(scenario.name == "table-iphone")
        #expect(!Simulator.sessions(of: scenario, seed: 1, count: 1).isEmpty)
    }
}
