#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AdsightNotes
import AdsightRules
import AdsightSite

/// The rebuild cache's global key: a hash of everything every page depends on besides its
/// own session. A cache with another key is ignored (the whole site is rendered): the
/// cache format, the adsight binary itself, every note's bytes (built-in and `--notes`),
/// every template file (built-in and `--templates`), `--fail-on`, the build time and the
/// project file's policy (severities, rules turned off, suppressions in force).
enum BuildCacheKey {
    /// `notes` are the files exactly as the run read and loaded them (never read again here).
    static func make(notes: NoteSetFiles, templates: [String: [UInt8]], failOn: String, buildTime: String?,
                     policy: RulePolicy = RulePolicy()) -> UInt64 {
        var h = Hash64()
        h.update("adsight-cache \(BuildCache.version)")
        h.update(executableHash)
        h.update(UInt64(notes.defaults.count))
        for note in notes.defaults { h.update(note.path); h.update(UInt64(note.bytes.count)); h.update(note.bytes) }
        h.update(notes.folderRead ? "notes \(notes.user.count)" : "no notes folder read")
        for note in notes.user { h.update(note.path); h.update(UInt64(note.bytes.count)); h.update(note.bytes) }
        h.update("note errors \(notes.readErrors.count)")
        for error in notes.readErrors { h.update(String(describing: error)) }
        h.update(UInt64(templates.count))
        for name in templates.keys.sorted() {
            h.update(name); h.update(UInt64(templates[name]!.count)); h.update(templates[name]!)
        }
        h.update("fail-on " + failOn)
        h.update(buildTime.map { "time " + $0 } ?? "no time")
        h.update("policy " + policy.description)
        return h.finish()
    }

    /// The hash of the running adsight binary (`/proc/self/exe`, else the path the command
    /// line names it by), taken once: an upgraded adsight never reuses pages an older one rendered.
    /// A random value when neither can be read, so nothing is ever reused then.
    /// The shared libraries it loads (libcmark, the Swift runtime) are not hashed: after an
    /// update of those that changes their output, delete the site for a full build.
    static let executableHash: UInt64 = {
        // argv[0] only when it is a path (a bare name was found through PATH, not in the cwd).
        let named = CommandLine.arguments.first.flatMap { $0.contains("/") ? $0 : nil }
        for path in ["/proc/self/exe", named].compactMap({ $0 }) {
            if let hash = fileHash(path) { return hash }
        }
        return UInt64.random(in: 0...UInt64.max)
    }()

    /// XXH64 of the file at `path`, nil when it cannot be read.
    static func fileHash(_ path: String) -> UInt64? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var hasher = Hash64()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return nil }
            if n == 0 { return hasher.finish() }
            chunk.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        }
    }
}
