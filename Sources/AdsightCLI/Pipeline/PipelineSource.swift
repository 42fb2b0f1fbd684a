import AdsightSession

/// One input of a run, not yet read: a session file found on disk, or a bundled session
/// held in memory (the default inputs).
public struct PipelineSource: Sendable {
    enum Storage: Sendable {
        case file
        case memory([UInt8])
    }

    /// The path as the user named it (or `recordings/...` for a bundled session).
    public let path: String
    let storage: Storage

    static func file(_ path: String) -> PipelineSource { PipelineSource(path: path, storage: .file) }
    static func memory(_ path: String, _ bytes: [UInt8]) -> PipelineSource { PipelineSource(path: path, storage: .memory(bytes)) }

    /// Reads and decodes the whole input.
    func decode() -> PipelineInput {
        switch storage {
        case .file:
            let file = SessionFileReader.read(path: path)
            return PipelineInput(path: file.path, outcome: file.outcome)
        case .memory(let bytes):
            return PipelineInput(path: path, outcome: SessionDecoding.decode(bytes))
        }
    }

    /// The id the report of this input will have, from its header line alone: the header's
    /// id, or the file name when the header does not decode (as `Pipeline.judge` names it).
    func reportID() -> String {
        let header: SessionHeader?
        switch storage {
        case .file: header = HeaderProbe.header(path: path)
        case .memory(let bytes): header = HeaderProbe.header(bytes: bytes[...])
        }
        return header?.id ?? Pipeline.fileName(path)
    }
}
