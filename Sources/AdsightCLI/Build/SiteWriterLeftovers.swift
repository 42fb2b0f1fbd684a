import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Names of the folders a build makes beside `--out`, and the clean-up of those that a
/// killed build left behind: only folders with such a name, that carry the marker (or are
/// empty) and whose process is gone, are removed.
enum SiteWriterLeftovers {
    private static let counter = Counter()

    /// `.<name>.adsight-staging-<pid>-<n>`: hidden, named after the site, unique per process and call.
    static func stagingName(for name: String) -> String {
        ".\(name).adsight-staging-\(getpid())-\(counter.next())"
    }

    /// The process id in a leftover's name for site `name`, or nil when it is not one.
    static func owner(of entry: String, site name: String, kinds: [String] = ["staging", "old", "new"]) -> Int32? {
        for kind in kinds {
            let prefix = ".\(name).adsight-\(kind)-"
            guard entry.hasPrefix(prefix) else { continue }
            let rest = entry.dropFirst(prefix.count)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            let after = rest.dropFirst(digits.count)
            guard !digits.isEmpty, after.isEmpty || (after.first == "-" && after.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }) else { return nil }
            return Int32(digits)
        }
        return nil
    }

    /// Whether `entry` has the form of a folder adsight makes (or made) beside a site:
    /// `.X.adsight-staging-…`, `-old-…`, `-new-…`, and the spares earlier versions kept,
    /// `.X.adsight-spare` and `.X.adsight-spare-…`.
    static func isInternal(_ entry: String) -> Bool {
        guard entry.hasPrefix("."), entry.count > 1 else { return false }
        return entry.hasSuffix(".adsight-spare") || ["spare", "staging", "old", "new"].contains { entry.contains(".adsight-\($0)-") }
    }

    /// Removes the leftovers of dead builds of site `name` in `parent`, and the spare an
    /// earlier version kept beside the site (`.NAME.adsight-spare`, or one it parked under
    /// `.NAME.adsight-spare-PID-N`, its process gone) when it is still adsight's through and
    /// through (marked, every file listed by its marker, no empty folder): only what its
    /// listing holds.
    static func clean(parent: String, name: String) {
        for entry in StagingFiles.names(in: parent) ?? [] {
            let path = parent + (parent == "/" ? "" : "/") + entry
            let parked = owner(of: entry, site: name, kinds: ["spare"])
            if entry == ".\(name).adsight-spare" || parked != nil {
                if parked.map(StagingFiles.isAlive) != true { removeOldSpare(path) }
                continue
            }
            guard let pid = owner(of: entry, site: name), !StagingFiles.isAlive(pid) else { continue }
            guard StagingFiles.kind(path) == .directory else { continue }
            // An unmarked one is removed only when empty (a build killed between the
            // removal of its old site's marker, which goes last, and the folder's).
            guard StagingFiles.kind(path + "/" + SiteWriter.marker) == .other else { rmdir(path); continue }
            StagingFiles.removeTree(path)
        }
    }

    /// Removes the old spare at `path` when it is adsight's (see `clean`).
    private static func removeOldSpare(_ path: String) {
        guard StagingFiles.kind(path) == .directory, SiteWriterGuard.isOurs(path) else { return }
        let (stray, listing) = SiteManifest.inspect(path)
        guard stray == nil, let listing, listing.complete, !listing.hasEmptyFolder else { return }
        _ = listing.remove(rootPath: path)
    }

    /// A thread-safe counter.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.withLock { value += 1; return value } }
    }
}
