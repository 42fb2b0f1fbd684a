import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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

    /// Whether `entry` has the form of a folder adsight makes beside a site: `.X.adsight-spare`,
    /// `.X.adsight-spare-…` (`SpareSite.parkingName`), `.X.adsight-staging-…`, `-old-…`, `-new-…`.
    static func isInternal(_ entry: String) -> Bool {
        guard entry.hasPrefix("."), entry.count > 1 else { return false }
        return entry.hasSuffix(".adsight-spare") || ["spare", "staging", "old", "new"].contains { entry.contains(".adsight-\($0)-") }
    }

    /// Removes the leftovers of dead builds of site `name` in `parent`; a spare parked by a
    /// dead build (`SpareSite.parkingName`) only when it holds nothing but adsight's, and
    /// then only what its listing holds.
    static func clean(parent: String, name: String) {
        for entry in StagingFiles.names(in: parent) ?? [] {
            let path = parent + (parent == "/" ? "" : "/") + entry
            if let pid = owner(of: entry, site: name, kinds: ["spare"]) {
                if !StagingFiles.isAlive(pid), let (listing, _) = SpareSite.ours(path, parent: parent) { _ = listing.remove(rootPath: path) }
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

    /// A thread-safe counter.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.withLock { value += 1; return value } }
    }
}
