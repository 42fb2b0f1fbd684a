#if canImport(Glibc)
import Glibc
#endif
import AdsightSession
import AdsightSite

extension PipelineSource {
    /// Reads and decodes the whole input as `decode()` does (the same `LineSplitter` over
    /// the same chunks), also hashing the bytes it decodes. The fingerprint is nil when the
    /// file could not be read or changed while it was read (its stat facts moved).
    func decodeFingerprinted() -> (PipelineInput, InputFingerprint?) {
        switch storage {
        case .memory(let bytes):
            return (decode(), InputFingerprint(stat: InputStat(), hash: Hash64.of(bytes)))
        case .file:
            guard case .success(let fd) = SessionFileReader.openRegularFile(path) else { return (decode(), nil) }
            defer { close(fd) }
            let before = InputStat.of(fd: fd)
            var splitter = LineSplitter(maxLineLength: SessionFileReader.defaultMaxLineLength)
            if let before { splitter.decoder.reserveEvents(forFileSize: Int(clamping: before.size)) }
            var hasher = Hash64()
            var chunk = [UInt8](repeating: 0, count: SessionFileReader.chunkSize)
            while true {
                let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    let file = SessionFile.unreadable(path, SystemError.message(errno))
                    return (PipelineInput(path: file.path, outcome: file.outcome), nil)
                }
                if n == 0 { break }
                chunk.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
                splitter.consume(chunk[0..<n])
            }
            let input = PipelineInput(path: path, outcome: splitter.finish())
            guard let before, before == InputStat.of(fd: fd) else { return (input, nil) }
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
            var chunk = [UInt8](repeating: 0, count: SessionFileReader.chunkSize)
            while true {
                let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if n < 0 { if errno == EINTR { continue }; return nil }
                if n == 0 { break }
                chunk.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            }
            guard before == InputStat.of(fd: fd) else { return nil }
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
