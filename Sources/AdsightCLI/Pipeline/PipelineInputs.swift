import AdsightSession
import AdsightTemplates

/// Finds and decodes a run's inputs with `InputDiscovery` and `SessionFileReader`. With no
/// input named, the bundled default: the embedded example recordings (`templates/recordings`).
enum PipelineInputs {
    static func gather(_ paths: [String]) -> (inputs: [PipelineInput], errors: [String]) {
        guard !paths.isEmpty else {
            let inputs = Embedded.recordings.filter { $0.path.hasSuffix(".jsonl") }.map {
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
