#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the command line's INPUT paths into session files: files named directly must be
/// `*.jsonl`; directories are searched recursively for `*.jsonl` (hidden entries skipped,
/// symbolic links followed, a directory never entered twice, so link loops end).
public enum InputDiscovery {
    /// The files found, sorted by path bytes without duplicates, and the unusable paths.
    public struct Result: Sendable, Hashable {
        public var files: [String]
        public var errors: [InputError]
    }

    public static func discover(_ paths: [String]) -> Result {
        var files: [String] = []
        var errors: [InputError] = []
        var visited: Set<[UInt64]> = []
        for path in paths {
            switch FileStatus.of(path) {
            case .directory(let device, let inode):
                files += search(path, device: device, inode: inode, visited: &visited)
            case .regular, .other:
                if isSessionFile(path) {
                    files.append(path)
                } else {
                    errors.append(InputError(path: path, message: "not a session file: expected a .jsonl file or a directory"))
                }
            case .brokenLink:
                errors.append(InputError(path: path, message: "broken symbolic link"))
            case .missing(let reason):
                errors.append(InputError(path: path, message: reason))
            }
        }
        var seen: Set<String> = []
        let unique = files.filter { seen.insert($0).inserted }
        return Result(files: unique.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, errors: errors)
    }

    static func isSessionFile(_ path: String) -> Bool { path.hasSuffix(".jsonl") }

    /// Every `*.jsonl` under `root` (iterative, so deep trees cannot overflow the stack).
    static func search(_ root: String, device: UInt64, inode: UInt64, visited: inout Set<[UInt64]>) -> [String] {
        var found: [String] = []
        guard visited.insert([device, inode]).inserted else { return [] }
        var pending = [root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root]
        while let directory = pending.popLast() {
            for name in entries(of: directory) where !name.hasPrefix(".") {
                let path = directory == "/" ? "/" + name : directory + "/" + name
                switch FileStatus.of(path) {
                case .directory(let d, let i):
                    if visited.insert([d, i]).inserted { pending.append(path) }
                case .regular, .other, .brokenLink:
                    // A broken link named *.jsonl is kept so the reader reports it.
                    if isSessionFile(name) { found.append(path) }
                case .missing:
                    continue
                }
            }
        }
        return found
    }

    /// The names in a directory (empty when it cannot be opened).
    static func entries(of directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
