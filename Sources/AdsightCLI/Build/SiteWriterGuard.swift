#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides whether `--out` may be used, before anything is written: never `/`, the home
/// directory, the current directory or a folder containing one of them, never a folder
/// holding an input, the templates or the notes, never a symbolic link, a file, or a
/// non-empty folder without adsight's marker.
struct SiteWriterGuard {
    var out: String
    var inputs: [String]
    var templates: String?
    var notes: String?
    var currentDirectory: String
    var homeDirectory: String

    /// Where the site goes: the absolute path (existing ancestors' links resolved).
    struct Target {
        var path: String
        var parent: String
        var name: String
        /// What `path` was when checked (kind, marker, listing): the commit uses it while it
        /// still holds (`OldTarget.stillHolds`), else reads `path` again.
        var inspection: OldTarget
    }

    func check() throws(SiteWriterError) -> Target {
        func refuse(_ why: String) -> SiteWriterError { SiteWriterError(.refused, "--out \(out): refusing to write the site there: \(why)") }
        if out.isEmpty { throw SiteWriterError(.refused, "--out: an empty path") }
        let cwd = SiteWriterPaths.resolved(SiteWriterPaths.absolute(currentDirectory, cwd: "/"))
        let lexical = SiteWriterPaths.absolute(out, cwd: cwd)
        if lexical == "/" { throw refuse("it is /") }
        let (lexicalParent, name) = SiteWriterPaths.split(lexical)
        if SiteWriterLeftovers.isInternal(name) {
            throw refuse("\(name) is a name adsight build gives its own folders beside a site (.NAME.adsight-spare, .NAME.adsight-staging-..., .NAME.adsight-old-...)")
        }
        let parent = SiteWriterPaths.resolved(lexicalParent)
        let path = (parent == "/" ? "" : parent) + "/" + name
        let homes = Self.homeDirectories(given: homeDirectory).map { SiteWriterPaths.resolved(SiteWriterPaths.absolute($0, cwd: cwd)) }
        if path == "/" { throw refuse("it is /") }
        if homes.contains(path) { throw refuse("it is the home directory") }
        if path == cwd { throw refuse("it is the current directory") }
        if SiteWriterPaths.isInside(cwd, path) { throw refuse("it contains the current directory") }
        if homes.contains(where: { SiteWriterPaths.isInside($0, path) }) { throw refuse("it contains the home directory") }
        let kept = inputs.map { ("the input", $0) } + [templates.map { ("the templates folder", $0) }, notes.map { ("the notes folder", $0) }].compactMap { $0 }
        for (what, given) in kept {
            let abs = SiteWriterPaths.absolute(given, cwd: cwd)
            if SiteWriterPaths.isInside(abs, lexical) || SiteWriterPaths.isInside(abs, path)
                || SiteWriterPaths.isInside(SiteWriterPaths.resolved(abs), path) {
                throw refuse("it contains \(what) \(given)")
            }
        }
        let inspection = OldTarget(path)
        switch inspection.kind {
        case .missing: break
        case .symlink: throw refuse("it is a symbolic link (give the folder it points to)")
        case .other: throw refuse("it exists and is not a folder")
        case .directory:
            if !inspection.isOurs {
                throw refuse("it exists and was not written by adsight build (no \(SiteWriter.marker) file)")
            }
            if let stray = inspection.stray {
                throw refuse("it holds \(stray), which adsight build did not write; move it out of the folder first")
            }
        }
        return Target(path: path, parent: parent, name: name, inspection: inspection)
    }

    /// The home directory given (tests inject one), `$HOME` and the account's home from the
    /// password database: Foundation's `NSHomeDirectory()` ignores `$HOME` on Linux.
    static func homeDirectories(given: String) -> [String] {
        var out = [given]
        if let env = getenv("HOME").map({ String(cString: $0) }), !env.isEmpty { out.append(env) }
        if let pw = getpwuid(getuid()), let dir = pw.pointee.pw_dir { out.append(String(cString: dir)) }
        return out
    }

    /// Whether adsight may replace the folder: it carries the marker, or it is empty.
    static func isOurs(_ path: String) -> Bool {
        if StagingFiles.kind(path + "/" + SiteWriter.marker) == .other { return true }
        return StagingFiles.names(in: path)?.isEmpty ?? false
    }
}
