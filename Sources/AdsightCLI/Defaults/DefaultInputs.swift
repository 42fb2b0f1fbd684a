import AdsightSession
import AdsightSimulator
import AdsightTemplates

/// The bundled default input of `adsight build` / `check` with no INPUT: the example
/// recordings (`templates/recordings`) and every bundled scenario (`templates/scenarios`)
/// simulated with a fixed seed, a few sessions each. Pure and deterministic: the same
/// binary always gives the same files.
public enum DefaultInputs {
    /// One default input file: a display path and its bytes.
    public struct File: Sendable, Hashable {
        /// `recordings/<name>.jsonl` or `simulated/<session id>.jsonl`.
        public let path: String
        public let bytes: [UInt8]
    }

    /// The seed every bundled scenario is simulated from.
    public static let seed: UInt64 = 2011
    /// Sessions simulated per bundled scenario.
    public static let sessionsPerScenario = 2

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

    /// The simulated sessions of the bundled scenarios, in scenario order.
    public static let simulated: [File] = scenarios.flatMap { scenario in
        Simulator.sessions(of: scenario, seed: seed, count: sessionsPerScenario).map {
            File(path: "simulated/" + SimulateAction.fileName(for: $0.header.id), bytes: SessionEncoder.encode($0))
        }
    }

    /// Everything: the recordings, then the simulated sessions.
    public static var all: [File] { recordings + simulated }
}
