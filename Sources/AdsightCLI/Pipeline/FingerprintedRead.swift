#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AdsightSession
import AdsightSite

extension PipelineSource {
    /// Reads and decodes the whole input as `decode()` does (`SessionFileReader.read`), also
    /// hashing the bytes it decodes. The fingerprint is nil when the
    /// file could not be read or changed while it was read (its stat facts moved).
    func decodeFingerprinted() -> (PipelineInput, InputFingerprint?) {
        switch storage {
        case .memory(let bytes):
            return (decode(), InputFingerprint(stat: InputStat(), hash: Hash64.of(bytes)))
        case .file:
            guard case .success(let fd) = SessionFileReader.openRegularFile(path) else { return (decode(), nil) }
            defer { close(fd) }
            let before = InputStat.of(fd: fd)
            var hasher = Hash64()
            let file = SessionFileReader.read(fd: fd, path: path) { hasher.update($0) }
            let input = PipelineInput(path: file.path, outcome: file.outcome)
            guard let before, before == InputStat.of(fd: fd), file.readError == nil else { return (input, nil) }
            return (input, InputFingerprint(stat: before, hash: hasher.finish()))
        }
    }

    /// The input's current fingerprint (reads and hashes the whole file; nil when unreadable).
    func fingerprint() -> InputFingerprint? {
        switch storage {
        case .memory(let bytes):
            return InputFingerprint(stat: InputStat(), hash: Hash64.of(bytes))
        case .file:
            guard case .success(let fd) = SessionFileReader.openRegularFile(path) else { return nil }
            defer { close(fd) }
            guard let before = InputStat.of(fd: fd) else { return nil }
            var hasher = Hash64()
            guard SessionFileReader.forEachChunk(fd: fd, { hasher.update(UnsafeRawBufferPointer($0)) }) == nil,
                  before == InputStat.of(fd: fd) else { return nil }
            return InputFingerprint(stat: before, hash: hasher.finish())
        }
    }

    /// The input's stat facts without reading it (zero for memory; nil when it cannot be stat'ed).
    func quickStat() -> InputStat? {
        switch storage {
        case .memory: return InputStat()
        case .file: return InputStat.of(path: path)
        }
    }

    /// Whether the input is held in memory (its hash is then cheap to take).
    var isInMemory: Bool {
        if case .memory = storage { return true }
        return false
    }
}
