import AdsightCLI
import AdsightSession
import AdsightTemplates
import Foundation
import Testing

/// `adsight simulate` in-process: files a user gets, determinism, refusals.
struct SimulateActionTests {
    static func tempDir() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-sim-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func contents(_ dir: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) {
            out[name] = FileManager.default.contents(atPath: dir + "/" + name)
        }
        return out
    }

    @Test(arguments: SimulateAction.bundledNames)
    func writesCountValidSessionsIdenticallyTwice(scenario: String) throws {
        let a = try Self.tempDir(), b = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: a); try? FileManager.default.removeItem(atPath: b) }
        let first = SimulateAction(scenario: scenario, seed: 7, count: 3, out: a).perform()
        let second = SimulateAction(scenario: scenario, seed: 7, count: 3, out: b).perform()
        #expect(first.exitCode == 0 && second.exitCode == 0)
        let filesA = try Self.contents(a), filesB = try Self.contents(b)
        #expect(filesA.count == 3)
        #expect(filesA == filesB)
        #expect(first.stdout.split(separator: "\n").count == 3)
        var ids = Set<String>()
        for (name, data) in filesA {
            let outcome = SessionDecoding.decode([UInt8](data))
            #expect(outcome.isValid, "\(name): \(outcome.errors)")
            #expect(outcome.header?.source == .simulated)
            #expect(outcome.header?.scenario == scenario)
            if let id = outcome.header?.id { ids.insert(id) }
        }
        #expect(ids.count == 3)
    }

    @Test func anotherSeedGivesOtherSessions() throws {
        let a = try Self.tempDir(), b = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: a); try? FileManager.default.removeItem(atPath: b) }
        _ = SimulateAction(scenario: "table-iphone", seed: 1, count: 1, out: a).perform()
        _ = SimulateAction(scenario: "table-iphone", seed: 2, count: 1, out: b).perform()
        #expect(Array(try Self.contents(a).values) != Array(try Self.contents(b).values))
    }

    @Test func refusesToOverwriteAFileItDidNotWrite() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let first = SimulateAction(scenario: "table-iphone", seed: 3, count: 1, out: dir).perform()
        let name = try #require(try Self.contents(dir).keys.first)
        let mine = Data("my own notes, not a session\n".utf8)
        try mine.write(to: URL(fileURLWithPath: dir + "/" + name))
        let again = SimulateAction(scenario: "table-iphone", seed: 3, count: 1, out: dir).perform()
        #expect(first.exitCode == 0)
        #expect(again.exitCode == 2)
        #expect(FileManager.default.contents(atPath: dir + "/" + name) == mine)
    }

    @Test func unknownScenarioNameListsTheBundledOnes() {
        let result = SimulateAction(scenario: "no-such-app", seed: 1, count: 1, out: "/nonexistent").perform()
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("table-iphone"))
    }

    @Test func badScenarioFileNamesFileLineAndField() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/bad.yaml"
        try Data("name: bad\ndevice:\n  family: Android\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = SimulateAction(scenario: path, seed: 1, count: 1, out: dir + "/out").perform()
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("\(path):3:"))
        #expect(result.stderr.contains("device.family"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }
}

/// The help text names the bundled scenarios from their file names without parsing them:
/// those must be the names the scenarios give themselves.
@Test func bundledScenariosAreNamedAfterTheirFiles() {
    #expect(SimulateAction.bundledNames == DefaultInputs.scenarios.map(\.name))
    #expect(SimulateAction.bundledNames.count == Embedded.scenarios.filter { $0.path.hasSuffix(".yaml") }.count)
    #expect(SimulateAction.bundledNames.count >= 14)
}
