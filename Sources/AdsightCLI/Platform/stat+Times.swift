#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file status's modification and status change times under one name (Linux calls them
/// `st_mtim`/`st_ctim`, Darwin `st_mtimespec`/`st_ctimespec`).
extension stat {
    var modifiedTime: timespec {
        #if canImport(Darwin)
        st_mtimespec
        #else
        st_mtim
        #endif
    }

    var changedTime: timespec {
        #if canImport(Darwin)
        st_ctimespec
        #else
        st_ctim
        #endif
    }
}
