#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLinuxCalls

/// The few POSIX calls the site writer needs, without Foundation's per-file fsync:
/// plain open/write/close for bulk files, one `syncfs` and directory fsyncs before the
/// swap, `renameat2(RENAME_EXCHANGE)` for an atomic swap when the kernel offers it.
enum StagingFiles {
    /// `strerror(errno)` as text.
    static func lastError() -> String { String(cString: strerror(errno)) }

    /// Writes `bytes` to a new file `name` in `dir` (never through an existing file or link).
    static func createFile(in dir: Int32, name: String, bytes: [UInt8]) -> Int32? {
        createFile(in: dir, name: name) { fd in
            bytes.withUnsafeBytes { buf in
                var offset = 0
                while offset < buf.count {
                    let n = LibC.write(fd, buf.baseAddress! + offset, buf.count - offset)
                    if n < 0 { if errno == EINTR { continue }; return errno }
                    offset += n
                }
                return nil
            }
        }
    }

    /// Makes a new file `name` in `dir` (as `createFile(in:name:bytes:)`) whose bytes `writing`
    /// writes to its descriptor (returning errno on failure).
    static func createFile(in dir: Int32, name: String, writing: (Int32) -> Int32?) -> Int32? {
        let fd = openat(dir, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if fd < 0 { return errno }
        defer { close(fd) }
        let failure = writing(fd)
        if failure == nil { startWriteback(fd) }
        return failure
    }

    /// Starts writing the file's data to disk without waiting (`sync_file_range` with
    /// `SYNC_FILE_RANGE_WRITE`), so the `syncfs` before the swap finds little left to do.
    static func startWriteback(_ fd: Int32) {
        _ = adsight_start_writeback(fd)  // a hint: where it fails, the `syncfs` does it all
    }

    /// Opens (creating when missing) the folder `name` in `dir`, refusing symbolic links.
    static func openDirectory(in dir: Int32, name: String, create: Bool) -> (fd: Int32, created: Bool, errno: Int32) {
        var created = false
        var fd = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if fd < 0, errno == ENOENT, create {
            if mkdirat(dir, name, 0o755) == 0 { created = true } else if errno != EEXIST { return (-1, false, errno) }
            fd = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        return (fd, created, fd < 0 ? errno : 0)
    }

    /// What is at `path` (without following a final symbolic link).
    enum Kind { case missing, directory, symlink, other }

    static func kind(_ path: String) -> Kind {
        var st = stat()
        if lstat(path, &st) != 0 { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// The names in a folder (without `.` and `..`), or nil when it cannot be read.
    static func names(in path: String) -> [String]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var out: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { out.append(name) }
        }
        return out
    }

    /// The entries of a folder (without `.` and `..`), each with whether it is a folder
    /// as `readdir` tells (never following a link; nil when the file system does not say),
    /// or nil when the folder cannot be read.
    static func entries(in path: String) -> [(name: String, isDirectory: Bool?)]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var out: [(String, Bool?)] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard name != "." && name != ".." else { continue }
            let type = entry.pointee.d_type
            out.append((name, type == UInt8(DT_UNKNOWN) ? nil : type == UInt8(DT_DIR)))
        }
        return out
    }

    /// Removes `path` and everything in it, never following a symbolic link.
    @discardableResult
    static func removeTree(_ path: String) -> Bool {
        if unlink(path) == 0 { return true }
        guard errno == EISDIR || errno == EPERM else { return errno == ENOENT }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if fd < 0 { return false }
        // The marker goes last, so a build killed meanwhile leaves a folder still marked
        // (which the next build's leftover clean-up removes).
        emptyDirectory(fd, keeping: SiteWriter.marker)
        unlinkat(fd, SiteWriter.marker, 0)
        close(fd)
        return rmdir(path) == 0
    }

    /// Removes everything inside the open folder `fd` but `keeping` (closes nothing it did not open).
    private static func emptyDirectory(_ fd: Int32, keeping: String? = nil) {
        let dupFD = dup(fd)
        guard dupFD >= 0, let dir = fdopendir(dupFD) else { return }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." && name != keeping { names.append(name) }
        }
        closedir(dir)
        for name in names {
            if unlinkat(fd, name, 0) == 0 { continue }
            guard errno == EISDIR || errno == EPERM else { continue }
            let sub = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if sub < 0 { continue }
            emptyDirectory(sub)
            close(sub)
            unlinkat(fd, name, AT_REMOVEDIR)
        }
    }

    /// fsync of an open file or folder (EINVAL from file systems that cannot is ignored).
    static func sync(_ fd: Int32) -> Bool { fsync(fd) == 0 || errno == EINVAL || errno == EROFS }

    /// fsync of the folder at `path`.
    static func syncDirectory(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 { return false }
        defer { close(fd) }
        return sync(fd)
    }

    /// Flushes every file of the file system holding `fd` in one call (Linux `syncfs`);
    /// falls back to `sync()` where the call is missing.
    static func syncFileSystem(_ fd: Int32) -> Bool {
        if adsight_syncfs(fd) == 0 { return true }
        guard errno == ENOSYS else { return false }
        LibC.sync()
        return true
    }

    /// Atomically exchanges two paths (`renameat2(..., RENAME_EXCHANGE)`); false with
    /// errno set when the call or the file system does not support it.
    static func exchange(_ a: String, _ b: String) -> Bool {
        adsight_renameat2(a, b, 2 /* RENAME_EXCHANGE */) == 0
    }

    /// Removes the entry `name` of the open folder `dir`: a file (or link), or a folder with
    /// everything in it, never following a symbolic link.
    static func removeEntry(in dir: Int32, name: String) {
        if unlinkat(dir, name, 0) == 0 { return }
        guard errno == EISDIR || errno == EPERM else { return }
        let sub = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if sub < 0 { return }
        emptyDirectory(sub)
        close(sub)
        unlinkat(dir, name, AT_REMOVEDIR)
    }

    /// Whether a process with this id is running (EPERM: it exists, owned by someone else).
    static func isAlive(_ pid: Int32) -> Bool { kill(pid, 0) == 0 || errno == EPERM }
}
