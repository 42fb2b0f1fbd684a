import AdsightSession
import AdsightTemplates
import Foundation

/// Finds and decodes a run's inputs. Temporary stand-in for the decoder helper's
/// `InputDiscovery` / `SessionFileReader` (switch once they land); the bundled default
/// is `templates/recordings` until the simulator's `DefaultInputs` exists.
enum PipelineInputs {
    static func gather(_ paths: [String]) -> (inputs: [PipelineInput], errors: [String]) {
        guard !paths.isEmpty else {
            let inputs = Embedded.recordings.filter { $0.path.hasSuffix(".jsonl") }.map {
                PipelineInput(path: $0.path, outcome: SessionDecoding.decode($0.bytes))
            }
            return (inputs, [])
        }
        var files: [String] = []
        var errors: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append("\(path): no such file or directory"); continue
            }
            if isDirectory.boolValue {
                let base = path.hasSuffix("/") ? String(path.dropLast()) : path
                let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".jsonl") }.map { base + "/" + $0 }
                files += found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            } else if path.hasSuffix(".jsonl") {
                files.append(path)
            } else {
                errors.append("\(path): not a session file (*.jsonl) or a directory")
            }
        }
        var seen: Set<String> = []
        let inputs = files.filter { seen.insert($0).inserted }.map { path in
            guard let data = manager.contents(atPath: path) else {
                let error = SessionDiagnostic(line: 0, column: 0, message: "cannot read \(path)")
                return PipelineInput(path: path, outcome: DecodeOutcome(header: nil, session: nil, errors: [error], warnings: [], eventCount: 0))
            }
            return PipelineInput(path: path, outcome: SessionDecoding.decode([UInt8](data)))
        }
        return (inputs, errors)
    }
}
