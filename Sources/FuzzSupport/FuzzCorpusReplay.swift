#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a fuzz function over every file named on the command line (or in the named
/// directories): the corpus as a regression test without libFuzzer.
public enum FuzzCorpusReplay {
    public static func run(_ body: (UnsafeRawBufferPointer) -> Void) {
        var count = 0
        for path in CommandLine.arguments.dropFirst() {
            for file in files(at: path) {
                guard let bytes = read(file) else { continue }
                bytes.withUnsafeBytes(body)
                count += 1
            }
        }
        print("replayed \(count) inputs")
    }

    private static func files(at path: String) -> [String] {
        guard let dir = opendir(path) else { return [path] }
        defer { closedir(dir) }
        var out: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if !name.hasPrefix(".") { out.append(path + "/" + name) }
        }
        return out.sorted()
    }

    private static func read(_ path: String) -> [UInt8]? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            out.append(contentsOf: buffer[0..<n])
        }
        return out
    }
}
