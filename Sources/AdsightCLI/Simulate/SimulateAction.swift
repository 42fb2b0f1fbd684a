import AdsightSession
import AdsightSimulator
import AdsightTemplates
import Foundation

/// What `adsight simulate` does: read the scenario, simulate, write one file per session
/// into `out` (never anywhere else), and list the files written.
public struct SimulateAction: Sendable {
    public var scenario: String
    public var seed: UInt64
    public var count: Int
    public var out: String

    public init(scenario: String, seed: UInt64, count: Int, out: String) {
        self.scenario = scenario; self.seed = seed; self.count = count; self.out = out
    }

    /// The names of the bundled scenarios: their file names without `.yaml` (each bundled
    /// scenario is named after its file), so `--help` parses no scenario at every start.
    public static var bundledNames: [String] { DefaultInputs.scenarioStems }

    public func perform() -> ActionResult {
        let parsed: Scenario
        switch loadScenario() {
        case .success(let s): parsed = s
        case .failure(let message): return ActionResult(stderr: "error: \(message)\n", exitCode: ExitStatus.usage)
        }
        let sessions = Simulator.sessions(of: parsed, seed: seed, count: count)
        let files = sessions.map { (name: Self.fileName(for: $0.header.id), bytes: SessionEncoder.encode($0)) }
        if let refusal = SimulateOutput(out: out).write(files) {
            return ActionResult(stderr: "error: \(refusal)\n", exitCode: ExitStatus.usage)
        }
        let dir = out.hasSuffix("/") ? String(out.dropLast()) : out
        let listing = files.map { "\(dir)/\($0.name)\n" }.joined()
        return ActionResult(stdout: listing)
    }

    enum Loaded { case success(Scenario), failure(String) }

    /// A path ending in .yaml/.yml is read as a file; otherwise a bundled scenario's name.
    func loadScenario() -> Loaded {
        let isFile = scenario.hasSuffix(".yaml") || scenario.hasSuffix(".yml") || scenario.contains("/")
        guard isFile else {
            if let s = DefaultInputs.scenarios.first(where: { $0.name == scenario }) { return .success(s) }
            return .failure("no bundled scenario named \"\(scenario)\" (bundled: \(Self.bundledNames.joined(separator: ", "))); give a .yaml file to use your own")
        }
        guard let data = FileManager.default.contents(atPath: scenario) else {
            return .failure("cannot read the scenario file \(scenario)")
        }
        let base = URL(fileURLWithPath: scenario).deletingPathExtension().lastPathComponent
        do {
            return .success(try ScenarioParser.parse(yaml: String(decoding: data, as: UTF8.self), file: scenario, defaultName: base))
        } catch {
            return .failure(error.description)
        }
    }

    /// A safe file name for a session id: letters, digits, `.`, `-`, `_` kept, others `_`; `.jsonl` added.
    public static func fileName(for id: String) -> String {
        var name = String(id.unicodeScalars.map { u -> Character in
            let ok = (u.value < 128) && (u.properties.isAlphabetic || ("0"..."9").contains(u) || u == "-" || u == "_" || u == ".")
            return ok ? Character(u) : "_"
        })
        while name.hasPrefix(".") { name = "_" + name.dropFirst() }
        if name.isEmpty { name = "session" }
        return String(name.prefix(200)) + ".jsonl"
    }
}
