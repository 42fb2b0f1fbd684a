import Foundation

/// Writes simulated sessions into one folder. A file that already exists is replaced
/// only when it is itself a simulated session (its header says `"source": "simulated"`);
/// anything else is left alone and the whole write is refused before any file is written.
struct SimulateOutput {
    let out: String

    /// Writes every file; returns why it could not, or nil.
    func write(_ files: [(name: String, bytes: [UInt8])]) -> String? {
        guard !out.isEmpty else { return "--out: an empty path" }
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: out, isDirectory: &isDir), !isDir.boolValue {
            return "--out \(out) is a file, not a folder"
        }
        let folder = URL(fileURLWithPath: out)
        for f in files {
            let path = folder.appendingPathComponent(f.name).path
            if fm.fileExists(atPath: path), !Self.isSimulated(path) {
                return "refusing to overwrite \(path): it is not a simulated session written by adsight"
            }
        }
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            for f in files { try Data(f.bytes).write(to: folder.appendingPathComponent(f.name), options: .atomic) }
        } catch {
            return "cannot write to \(out): \(error.localizedDescription)"
        }
        return nil
    }

    /// Whether the file's first line is an adsession header with `"source": "simulated"`.
    static func isSimulated(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = handle.readData(ofLength: 4096)
        let firstLine = String(decoding: head.prefix { $0 != 0x0A }, as: UTF8.self)
        return firstLine.contains("\"adsession\"") && firstLine.contains("\"source\": \"simulated\"")
    }
}
