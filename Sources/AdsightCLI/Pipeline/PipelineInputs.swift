import AdsightSession
import AdsightSimulator

/// Finds a run's inputs with `InputDiscovery`, without reading them. With no input named,
/// the bundled default (`DefaultInputs.all`: the example recordings, then the bundled
/// scenarios simulated with a fixed seed), held in memory.
///
/// A named `.yaml`/`.yml` file is a scenario: it is parsed and simulated like the bundled
/// ones (`DefaultInputs.seed`, `DefaultInputs.sessionsPerScenario` sessions, paths
/// `simulated/<id>.jsonl`); a scenario that does not parse is an input error (the other
/// inputs go on). Session files come first (path order), then the scenarios' sessions in
/// the order the scenarios were named. Directories are searched only for `*.jsonl`.
enum PipelineInputs {
    /// No session found in the named inputs is an error naming them, unless `allowEmpty`.
    static func gather(_ paths: [String], allowEmpty: Bool = false) -> (sources: InputList, errors: [String]) {
        guard !paths.isEmpty else {
            return (InputList(memory: DefaultInputs.all.map { PipelineSource.memory($0.path, $0.bytes) }), [])
        }
        let scenarios = paths.filter(isScenario)
        let found = InputDiscovery.discover(paths.filter { !isScenario($0) })
        var sources = InputList(files: found.files)
        var errors = found.errors.map(\.description)
        for path in scenarios {
            let action = SimulateAction(scenario: path, seed: DefaultInputs.seed, count: DefaultInputs.sessionsPerScenario, out: "")
            switch action.loadScenario() {
            case .failure(let message):
                errors.append(message)
            case .success(let scenario):
                for session in Simulator.sessions(of: scenario, seed: DefaultInputs.seed, count: DefaultInputs.sessionsPerScenario) {
                    let name = "simulated/" + SimulateAction.fileName(for: session.header.id)
                    sources.append(.memory(name, SessionEncoder.encode(session)))
                }
            }
        }
        if sources.isEmpty, errors.isEmpty, !allowEmpty {
            let named = paths.joined(separator: ", ")
            errors.append("no sessions found in \(named): no .jsonl file or scenario (pass --allow-empty to accept that)")
        }
        return (sources, errors)
    }

    /// Whether an INPUT names a scenario file.
    static func isScenario(_ path: String) -> Bool { path.hasSuffix(".yaml") || path.hasSuffix(".yml") }
}
