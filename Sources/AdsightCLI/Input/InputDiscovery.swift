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
        public var files: PackedStrings
        public var errors: [InputError]
    }

    public static func discover(_ paths: [String]) -> Result {
        var files = PackedStrings()
        var errors: [InputError] = []
        var visited: Set<[UInt64]> = []
        for path in paths {
            switch FileStatus.of(path) {
            case .directory(let device, let inode):
                files.append(contentsOf: search(path, device: device, inode: inode, visited: &visited, errors: &errors))
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
        return Result(files: files.sortedUnique(), errors: errors)
    }

    /// Drops, in place, each path of `sorted` equal to the one before, told apart by their
    /// bytes: Swift's String equality would take `é` and `e` + U+0301 (two files on Linux) for
    /// one path and drop the second silently. With `precedes` the plain form of
    /// `PackedStrings.sortedUnique` (which `discover` uses), kept for the tests comparing them.
    static func dropRepeats(_ sorted: inout [String]) {
        var kept = 0
        for i in sorted.indices {
            if kept > 0, !precedes(sorted[kept - 1], sorted[i]) { continue }  // not after the last kept: the same bytes
            if kept != i { sorted.swapAt(kept, i) }
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
    }

    /// Whether `a` sorts before `b` by their UTF-8 bytes (memcmp, then the shorter first).
    static func precedes(_ a: String, _ b: String) -> Bool {
        // Native strings (all paths found here) lend their bytes without a copy or a retain.
        if let order = a.utf8.withContiguousStorageIfAvailable({ x in
            b.utf8.withContiguousStorageIfAvailable { y in precedes(x, y) }
        }), let order {
            return order
        }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in precedes(x, y) } }
    }

    /// Whether bytes `x` sort before bytes `y` (memcmp, then the shorter first).
    @inline(__always)
    static func precedes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = min(x.count, y.count)
        let order = n == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, n)
        return order != 0 ? order < 0 : x.count < y.count
    }

    static func isSessionFile(_ path: String) -> Bool { path.hasSuffix(".jsonl") }

    /// `directory/name`, made in one allocation of its size (a directory searched, an entry
    /// looked up, a name that is not UTF-8 reported; a plain file's path goes straight into
    /// the `PackedStrings`).
    static func join(_ directory: String, _ name: String) -> String {
        let head = directory == "/" ? "" : directory
        var path = ""
        path.reserveCapacity(head.utf8.count + 1 + name.utf8.count)
        path += head; path += "/"; path += name
        return path
    }

    /// Every `*.jsonl` under `root` (iterative, so deep trees cannot overflow the stack).
    /// A directory that cannot be listed, or an entry whose name is not valid UTF-8 (it
    /// cannot be named, so neither read nor reported by its path), is an error, never
    /// silently left out.
    static func search(_ root: String, device: UInt64, inode: UInt64, visited: inout Set<[UInt64]>,
                       errors: inout [InputError]) -> PackedStrings {
        let top = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
        var found = PackedStrings(within: top)
        guard visited.insert([device, inode]).inserted else { return found }
        var pending = [top]
        while let directory = pending.popLast() {
            let listed = forEachEntry(of: directory) { name, isUTF8, type in
                guard !name.hasPrefix(".") else { return }
                let isDirectory = type == UInt8(DT_DIR)
                guard isUTF8 else {
                    if isSessionFile(name) || isDirectory {
                        errors.append(InputError(path: Self.join(directory, name),
                                                 message: "the name is not valid UTF-8 (shown with U+FFFD); rename it to read it"))
                    }
                    return
                }
                // readdir's type says a plain file without a stat (links, directories and
                // unknown types are looked up: the visited set needs a directory's inode).
                if type == UInt8(DT_REG) {
                    if isSessionFile(name) { found.append(directory: directory, name: name) }
                    return
                }
                let path = Self.join(directory, name)
                switch FileStatus.of(path) {
                case .directory(let d, let i):
                    if visited.insert([d, i]).inserted { pending.append(path) }
                case .regular, .other, .brokenLink:
                    // A broken link named *.jsonl is kept so the reader reports it.
                    if isSessionFile(name) { found.append(path) }
                case .missing:
                    return
                }
            }
            if !listed {
                errors.append(InputError(path: directory, message: "cannot list the directory: \(SystemError.message(errno))"))
            }
        }
        return found
    }

    /// Calls `body` with each name in a directory, whether it is valid UTF-8 (invalid bytes
    /// are shown as U+FFFD) and its type as `readdir` tells (`DT_DIR`, `DT_REG`, `DT_LNK`,
    /// `DT_UNKNOWN`...; links not followed), as they are read (a directory of 100,000 files is
    /// never held as a list); false when the directory cannot be opened (errno says why).
    static func forEachEntry(of directory: String, _ body: (String, Bool, UInt8) -> Void) -> Bool {
        guard let dir = opendir(directory) else { return false }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            // The name read in place up to its NUL (copying `d_name` copied 256 bytes, most
            // of them past the entry's end: uninitialised to valgrind).
            let start = (UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
                .assumingMemoryBound(to: CChar.self)
            let bytes = UnsafeRawBufferPointer(start: start, count: strlen(start))
            let exact = String(validating: bytes, as: UTF8.self)
            let (name, valid) = (exact ?? String(decoding: bytes, as: UTF8.self), exact != nil)
            if name != "." && name != ".." { body(name, valid, entry.pointee.d_type) }
        }
        return true
    }
}
