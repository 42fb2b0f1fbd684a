#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path arithmetic for `--out` checks: absolute lexical normalisation and symbolic-link
/// resolution of the part of a path that exists.
enum SiteWriterPaths {
    /// `path` made absolute against `cwd`, with `.`, `..` and repeated or trailing slashes removed.
    static func absolute(_ path: String, cwd: String) -> String {
        let full = path.hasPrefix("/") ? path : cwd + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `absolute` with symbolic links resolved in its longest existing prefix.
    static func resolved(_ absolute: String) -> String {
        var head = absolute
        var tail: [String] = []
        while true {
            if let real = realpath(head, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return tail.isEmpty ? base : (base == "/" ? "" : base) + "/" + tail.reversed().joined(separator: "/")
            }
            guard let slash = head.lastIndex(of: "/"), head != "/" else { return absolute }
            tail.append(String(head[head.index(after: slash)...]))
            head = slash == head.startIndex ? "/" : String(head[..<slash])
        }
    }

    /// Whether `path` is `folder` or lies inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || folder == "/" || path.hasPrefix(folder + "/")
    }

    /// The parent folder and last component of an absolute path other than `/`.
    static func split(_ absolute: String) -> (parent: String, name: String) {
        let slash = absolute.lastIndex(of: "/")!
        let parent = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
        return (parent, String(absolute[absolute.index(after: slash)...]))
    }
}
