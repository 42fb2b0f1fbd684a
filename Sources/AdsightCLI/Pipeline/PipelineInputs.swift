import AdsightSession

/// Finds and decodes a run's inputs with `InputDiscovery` and `SessionFileReader`. With no
/// input named, the bundled default (`DefaultInputs.all`: the example recordings, then the
/// bundled scenarios simulated with a fixed seed), decoded from memory.
enum PipelineInputs {
    static func gather(_ paths: [String]) -> (inputs: [PipelineInput], errors: [String]) {
        guard !paths.isEmpty else {
            let inputs = DefaultInputs.all.map {
                PipelineInput(path: $0.path, outcome: SessionDecoding.decode($0.bytes))
            }
            return (inputs, [])
        }
        let found = InputDiscovery.discover(paths)
        let inputs = found.files.map { path in
            let file = SessionFileReader.read(path: path)
            return PipelineInput(path: file.path, outcome: file.outcome)
        }
        return (inputs, found.errors.map(\.description))
    }
}
