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
/// project file's policy (severities, rules turned off, suppressions in force) and the baseline.
enum BuildCacheKey {
    /// `notes` are the files exactly as the run read and loaded them (never read again here).
    static func make(notes: NoteSetFiles, templates: [String: [UInt8]], failOn: String, buildTime: String?,
                     policy: RulePolicy = RulePolicy()) -> UInt64 {
        make(parts(notes: notes, templates: templates, failOn: failOn, buildTime: buildTime, policy: policy))
    }

    /// The key made of its parts (`MergeRecord` keeps them apart, so a merge refusing a part
    /// can say which one differs).
    static func make(_ parts: BuildKeyParts) -> UInt64 {
        var h = Hash64()
        h.update("adsight-cache \(BuildCache.version)")
        h.update(parts.binary); h.update(parts.notes); h.update(parts.templates); h.update(parts.options)
        return h.finish()
    }

    /// The key's parts: the binary, the notes, the templates and the options, each hashed.
    /// `baseline`: the digest of `--baseline`'s bytes and path (every session's marks and
    /// `summary.json` entry depend on it), nil without one; `failOnNew` with it: each
    /// session's `junit.xml` suite then fails its new failures only.
    static func parts(notes: NoteSetFiles, templates: [String: [UInt8]], failOn: String, buildTime: String?,
                      policy: RulePolicy = RulePolicy(), baseline: UInt64? = nil, failOnNew: Bool = false) -> BuildKeyParts {
        var n = Hash64()
        n.update(UInt64(notes.defaults.count))
        for note in notes.defaults { n.update(note.path); n.update(UInt64(note.bytes.count)); n.update(note.bytes) }
        n.update(notes.folderRead ? "notes \(notes.user.count)" : "no notes folder read")
        for note in notes.user { n.update(note.path); n.update(UInt64(note.bytes.count)); n.update(note.bytes) }
        n.update("note errors \(notes.readErrors.count)")
        for error in notes.readErrors { n.update(String(describing: error)) }
        var t = Hash64()
        t.update(UInt64(templates.count))
        for name in templates.keys.sorted() {
            t.update(name); t.update(UInt64(templates[name]!.count)); t.update(templates[name]!)
        }
        var o = Hash64()
        o.update("fail-on " + failOn)
        o.update(buildTime.map { "time " + $0 } ?? "no time")
        o.update("policy " + policy.description)
        if let baseline {
            o.update("baseline"); o.update(baseline)
            if failOnNew { o.update("fail-on-new") }
        }
        return BuildKeyParts(binary: executableHash, notes: n.finish(), templates: t.finish(), options: o.finish())
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
