#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path is, following symbolic links (`stat`), with broken links told apart.
enum FileStatus: Equatable {
    case directory(device: UInt64, inode: UInt64)
    case regular
    case other
    case brokenLink
    case missing(String)

    static func of(_ path: String) -> FileStatus {
        var st = stat()
        if stat(path, &st) == 0 {
            switch st.st_mode & S_IFMT {
            case S_IFDIR: return .directory(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
            case S_IFREG: return .regular
            default: return .other
            }
        }
        let reason = errno
        var lst = stat()
        if lstat(path, &lst) == 0, lst.st_mode & S_IFMT == S_IFLNK { return .brokenLink }
        return .missing(reason == ENOENT ? "no such file or directory" : SystemError.message(reason))
    }
}

/// Text for errno values.
enum SystemError {
    static func message(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a directory"
        case ELOOP: return "too many levels of symbolic links"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
