@testable import AdsightCLI
import Foundation

/// A scratch folder for the across-runs tests: the three valid fixture sessions of
/// `check/set` against its two notes, and helpers to check, build and edit baselines.
struct RunsScratch {
    let path: String
    static let inputs = [CheckFixtures.clean, CheckFixtures.warning, CheckFixtures.error]

    init() throws {
        path = NSTemporaryDirectory() + "adsight-runs-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + "/home", withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func options(_ inputs: [String] = inputs, baseline: String? = nil, failOnNew: Bool = false) -> PipelineOptions {
        var options = PipelineOptions(inputs: inputs, builtInNotes: CheckFixtures.notes)
        options.baseline = baseline.map(absolute); options.failOnNew = failOnNew
        return options
    }

    func check(_ inputs: [String] = inputs, format: CheckFormat = .json, baseline: String? = nil, failOnNew: Bool = false,
               siteURL: String? = nil) -> ActionResult {
        CheckAction(options: options(inputs, baseline: baseline, failOnNew: failOnNew), format: format, siteURL: siteURL).perform()
    }

    @discardableResult
    func build(_ out: String, inputs: [String] = inputs, baseline: String? = nil, runs: RunOptions = RunOptions(),
               epoch: String? = nil, shard: Shard = .whole, failOnNew: Bool = false) -> ActionResult {
        var action = BuildAction(options: options(inputs, baseline: baseline, failOnNew: failOnNew), out: absolute(out), sourceDateEpoch: epoch,
                                 currentDirectory: path, homeDirectory: path + "/home")
        action.runs = runs
        action.shard = shard
        return action.perform()
    }

    func absolute(_ relative: String) -> String { relative.hasPrefix("/") ? relative : path + "/" + relative }

    func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: absolute(name))) }

    func read(_ name: String) -> String? { FileManager.default.contents(atPath: absolute(name)).map { String(decoding: $0, as: UTF8.self) } }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: absolute(name)) }

    /// The JSON document `text` as objects.
    static func object(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    /// Writes `name`: the document `json` edited by `edit` (sessions by id).
    func baseline(_ name: String, from json: String, _ edit: (inout [String: Any], inout [[String: Any]]) -> Void) throws {
        var doc = try Self.object(json)
        var sessions = doc["sessions"] as? [[String: Any]] ?? []
        edit(&doc, &sessions)
        doc["sessions"] = sessions
        try JSONSerialization.data(withJSONObject: doc, options: [.sortedKeys]).write(to: URL(fileURLWithPath: absolute(name)))
    }

    /// Sets rule `rule`'s status in the session `id` of `sessions`.
    static func set(_ sessions: inout [[String: Any]], _ id: String, _ rule: String, _ status: String) {
        guard let s = sessions.firstIndex(where: { $0["id"] as? String == id }) else { return }
        var results = sessions[s]["results"] as? [[String: Any]] ?? []
        if let r = results.firstIndex(where: { $0["rule"] as? String == rule }) { results[r]["status"] = status }
        sessions[s]["results"] = results
    }
}
