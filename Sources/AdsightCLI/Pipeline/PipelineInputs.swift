/// Finds a run's inputs with `InputDiscovery`, without reading them. With no input named,
/// the bundled default (`DefaultInputs.all`: the example recordings, then the bundled
/// scenarios simulated with a fixed seed), held in memory.
enum PipelineInputs {
    static func gather(_ paths: [String]) -> (sources: [PipelineSource], errors: [String]) {
        guard !paths.isEmpty else {
            return (DefaultInputs.all.map { PipelineSource.memory($0.path, $0.bytes) }, [])
        }
        let found = InputDiscovery.discover(paths)
        return (found.files.map(PipelineSource.file), found.errors.map(\.description))
    }
}
