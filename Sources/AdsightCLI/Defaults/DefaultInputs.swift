import AdsightSession
import AdsightSimulator
import AdsightTemplates

/// The bundled default input of `adsight build` / `check` with no INPUT: the example
/// recordings (`templates/recordings`), then the bundled scenarios that
/// `templates/scenarios/default.txt` lists, one session each from a fixed seed. It is a tour
/// of the catalogue (every rule fails somewhere, one session per app passes all; a test
/// holds it). Pure and deterministic: the same binary always gives the same files.
public enum DefaultInputs {
    /// One default input file: a display path and its bytes.
    public struct File: Sendable, Hashable {
        /// `recordings/<name>.jsonl` or `simulated/<session id>.jsonl`.
        public let path: String
        public let bytes: [UInt8]
    }

    /// The seed every bundled scenario is simulated from.
    public static let seed: UInt64 = 2011
    /// Sessions simulated per scenario file named as INPUT.
    public static let sessionsPerScenario = 2
    /// Sessions simulated per scenario of the bundled default: each shows its defects in
    /// every session, so one is enough.
    public static let sessionsPerDefaultScenario = 1

    /// The bundled recordings, sorted by path.
    public static let recordings: [File] = Embedded.recordings
        .filter { $0.path.hasSuffix(".jsonl") }
        .map { File(path: $0.path, bytes: $0.bytes) }

    /// The bundled scenarios, parsed (a bundled scenario that fails to parse is a bug the tests catch).
    public static let scenarios: [Scenario] = Embedded.scenarios.compactMap { file in
        guard let stem = stem(file.path) else { return nil }
        return try? ScenarioParser.parse(yaml: String(decoding: file.bytes, as: UTF8.self), file: file.path, defaultName: stem)
    }

    /// The file names of the bundled scenarios without `.yaml`, in scenario order.
    static var scenarioStems: [String] { Embedded.scenarios.compactMap { stem($0.path) } }

    /// `adgame-ipad` for `scenarios/adgame-ipad.yaml`; nil for a file that is no scenario.
    private static func stem(_ path: String) -> String? {
        guard path.hasSuffix(".yaml"), let name = path.split(separator: "/").last else { return nil }
        return String(name.dropLast(5))
    }

    /// The names of the scenarios in the bundled default, in order: the lines of
    /// `scenarios/default.txt` (blank lines and `#` comments skipped).
    public static let defaultScenarioNames: [String] = {
        guard let list = Embedded.scenarios.first(where: { $0.path == "scenarios/default.txt" }) else { return [] }
        return String(decoding: list.bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            line.prefix { $0 != "#" }.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
    }()

    /// The scenarios of the bundled default, in `defaultScenarioNames` order (a name that
    /// matches no bundled scenario is a bug the tests catch).
    public static var defaultScenarios: [Scenario] {
        defaultScenarioNames.compactMap { name in scenarios.first { $0.name == name } }
    }

    /// The simulated sessions of the bundled default, in `defaultScenarioNames` order.
    public static let simulated: [File] = defaultScenarios.flatMap { scenario in
        Simulator.sessions(of: scenario, seed: seed, count: sessionsPerDefaultScenario).map {
            File(path: "simulated/" + SimulateAction.fileName(for: $0.header.id), bytes: SessionEncoder.encode($0))
        }
    }

    /// Everything: the recordings, then the simulated sessions.
    public static var all: [File] { recordings + simulated }
}
