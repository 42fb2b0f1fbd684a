import Testing
@testable import AdsightSimulator

/// Bad scenario files fail with the file, line, column, field and what is allowed.
struct ScenarioErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let yaml: String
        let line: Int
        let column: Int
        let field: String
        let says: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown top-level key", yaml: "app:\n  kind: table\ndevic:\n  family: iPad\n",
             line: 3, column: 1, field: "devic", says: "unknown key \"devic\"; allowed here: name, title, device"),
        Case(name: "unknown nested key", yaml: "app:\n  kind: game\nnetwork:\n  fillrate: 0.5\n",
             line: 4, column: 3, field: "network.fillrate", says: "allowed here: fillRate, latency, errors"),
        Case(name: "chance out of range", yaml: "app:\n  kind: table\nnetwork:\n  fillRate: 1.5\n",
             line: 4, column: 13, field: "network.fillRate", says: "must be a number from 0 to 1"),
        Case(name: "bad app kind", yaml: "app:\n  kind: blog\n",
             line: 2, column: 9, field: "app.kind", says: "use one of: table, game, magazine"),
        Case(name: "missing app", yaml: "device:\n  family: iPad\n",
             line: 1, column: 1, field: "app", says: "missing"),
        Case(name: "unknown defect", yaml: "app:\n  kind: table\n  defects: [shows-early]\n",
             line: 3, column: 13, field: "app.defects", says: "banner-before-load"),
        Case(name: "defect for another app", yaml: "app:\n  kind: table\n  defects: [polls-loaded]\n",
             line: 3, column: 13, field: "app.defects", says: "for app kind game or magazine, not table"),
        Case(name: "defect that cannot show", yaml: "device:\n  family: iPad\n  os: \"5.0\"\napp:\n  kind: table\n  defects: [release-during-action]\n",
             line: 6, column: 13, field: "app.defects", says: "needs device.os 4.2.x or earlier"),
        Case(name: "bad version", yaml: "device:\n  os: four\napp:\n  kind: table\n",
             line: 2, column: 7, field: "device.os", says: "dotted version"),
        Case(name: "bad range", yaml: "app:\n  kind: game\nsession:\n  match: [90, 30]\n",
             line: 4, column: 10, field: "session.match", says: "low ≤ high"),
        Case(name: "expiry outside the seeds' 5 to 15 minutes", yaml: "app:\n  kind: game\nnetwork:\n  contentExpiry: 60\n",
             line: 4, column: 18, field: "network.contentExpiry", says: "from 300 to 900"),
        Case(name: "start orientation not supported", yaml: "device:\n  orientations: [portrait]\n  start: landscapeLeft\napp:\n  kind: table\n",
             line: 3, column: 10, field: "device.start", says: "not among device.orientations"),
        Case(name: "duplicate key", yaml: "app:\n  kind: table\n  kind: game\n",
             line: 3, column: 3, field: "app.kind", says: "given twice"),
        Case(name: "YAML syntax", yaml: "app:\n  kind: [table\n",
             line: 3, column: 1, field: "", says: "not valid YAML"),
        Case(name: "name unfit for file names", yaml: "name: ../evil\napp:\n  kind: table\n",
             line: 1, column: 7, field: "name", says: "1 to 64 letters"),
        Case(name: "not a mapping", yaml: "- app\n",
             line: 1, column: 1, field: "", says: "must be a mapping"),
    ]

    @Test(arguments: cases)
    func reportsWhereAndWhat(c: Case) {
        do {
            _ = try ScenarioParser.parse(yaml: c.yaml, file: "bad.yaml", defaultName: "bad")
            Issue.record("\(c.name): parsed without error")
        } catch {
            #expect(error.file == "bad.yaml")
            #expect((error.line, error.column) == (c.line, c.column), "\(error)")
            #expect(error.field == c.field, "\(error)")
            #expect(error.message.contains(c.says), "\(error)")
            #expect(error.description.hasPrefix("bad.yaml:\(error.line):\(error.column): "))
        }
    }

    @Test func minimalScenarioUsesTheSeedsDefaults() throws {
        let s = try ScenarioParser.parse(yaml: "app:\n  kind: magazine\n", file: "m.yaml", defaultName: "m")
        #expect(s.name == "m")
        #expect(s.network.contentExpiry == MillisRange(low: 300_000, high: 900_000))
        #expect(s.app.defects.isEmpty)
    }
}
