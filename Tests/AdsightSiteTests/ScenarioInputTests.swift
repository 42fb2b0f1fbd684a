import AdsightCLI
import Foundation
import Testing

/// A scenario file named as INPUT is simulated like the bundled ones (seed 2011, two
/// sessions) for `build` and `check`; one that does not parse is an input error (exit 2)
/// while the other inputs are still judged.
@Suite(.serialized) struct ScenarioInputTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let scenario = repo.appendingPathComponent("templates/scenarios/table-iphone.yaml").path
    static let session = SiteFixture.fixtures.appendingPathComponent("sessions/magazine-ipad.jsonl").path

    func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-scenario-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func buildAndCheckSimulateANamedScenario() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let options = PipelineOptions(inputs: [Self.scenario, Self.session])
        let check = CheckAction(options: options, format: .json).perform()
        #expect(check.stdout.contains("\"file\": \"simulated/table-iphone-2011-001.jsonl\""))
        #expect(check.stdout.contains("\"file\": \"simulated/table-iphone-2011-002.jsonl\""))
        let build = BuildAction(options: options, out: "site", sourceDateEpoch: nil, currentDirectory: dir.path,
                                homeDirectory: dir.appendingPathComponent("home").path).perform()
        #expect(build.exitCode == check.exitCode && build.exitCode != 2, "\(build.stderr)")
        for page in ["table-iphone-2011-001", "table-iphone-2011-002", "magazine-ipad-modeless"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("site/sessions/\(page).html").path), "no page for \(page)")
        }
    }

    @Test func aBrokenScenarioIsAnInputError() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.yaml")
        try Data("name: bad\nnope: [\n".utf8).write(to: bad)
        let result = CheckAction(options: PipelineOptions(inputs: [bad.path, Self.session])).perform()
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("\(bad.path):3:1:"), "\(result.stderr)")
        #expect(result.stdout.contains("magazine-ipad-modeless"), "the other input is still judged")
    }
}
