#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AdsightSession

/// Decodes only the header line of a session (its first non-blank line), reading no
/// further than that line: `build` names every page before it reads any session.
enum HeaderProbe {
    /// The header of the file at `path`; nil when unreadable (or not a regular file: a FIFO
    /// never blocks the probe) or not a valid header.
    static func header(path: String, maxLineLength: Int = SessionFileReader.defaultMaxLineLength) -> SessionHeader? {
        guard case .success(let fd) = SessionFileReader.openRegularFile(path) else { return nil }
        defer { close(fd) }
        var line: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return nil }
            if n == 0 { return header(bytes: line[...]) }
            line.append(contentsOf: chunk[0..<n])
            if let h = firstLine(line[...]) { return h.count > maxLineLength ? nil : decode(h) }
            // Drop leading blank lines so only the header line is ever held.
            if let cut = line.lastIndex(of: UInt8(ascii: "\n")) { line.removeSubrange(...cut) }
            if line.count > maxLineLength { return nil }
        }
    }

    /// The header of a session held in memory.
    static func header(bytes: ArraySlice<UInt8>) -> SessionHeader? {
        if let h = firstLine(bytes) { return decode(h) }
        return isBlank(bytes) ? nil : decode(bytes)
    }

    /// The first non-blank complete line (without its "\n"), or nil when none is complete yet.
    private static func firstLine(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = bytes[start..<newline]
            if !isBlank(line) { return line }
            start = newline + 1
        }
        return nil
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        !line.contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
    }

    private static func decode(_ line: ArraySlice<UInt8>) -> SessionHeader? {
        var decoder = SessionDecoder()
        decoder.feed(line: line, number: 1)
        return decoder.finish().header
    }
}
