#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's stat facts as the rebuild cache records them (git's fast check): when all are
/// unchanged the file's bytes are taken as unchanged without reading them. Zero for an
/// input held in memory.
struct InputStat: Sendable, Equatable {
    var device: UInt64 = 0
    var inode: UInt64 = 0
    var size: UInt64 = 0
    /// Nanoseconds since 1970.
    var modified: Int64 = 0
    var changed: Int64 = 0

    init(device: UInt64 = 0, inode: UInt64 = 0, size: UInt64 = 0, modified: Int64 = 0, changed: Int64 = 0) {
        self.device = device; self.inode = inode; self.size = size; self.modified = modified; self.changed = changed
    }

    init(_ st: stat) {
        device = UInt64(st.st_dev); inode = UInt64(st.st_ino); size = UInt64(max(0, st.st_size))
        modified = Self.nanoseconds(st.modifiedTime); changed = Self.nanoseconds(st.changedTime)
    }

    /// The facts of the file at `path` (following links, as the reader does), nil when it cannot be stat'ed.
    static func of(path: String) -> InputStat? {
        var st = stat()
        guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return nil }
        return InputStat(st)
    }

    /// The facts of an open file.
    static func of(fd: Int32) -> InputStat? {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return nil }
        return InputStat(st)
    }

    static func nanoseconds(_ t: timespec) -> Int64 { Int64(t.tv_sec) &* 1_000_000_000 &+ Int64(t.tv_nsec) }
}
