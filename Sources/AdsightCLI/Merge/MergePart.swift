#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AdsightRuns
import AdsightSite

/// One part given to `adsight merge`, opened as untrusted input (another job's artifact):
/// only the files its own marker lists are read, each a plain file inside the part opened
/// without following a symbolic link, and every name and range its cache holds is checked
/// before use (a page name is a plain file name, ranges lie inside their files).
final class MergePart: @unchecked Sendable {
    /// The part as given on the command line (for messages).
    let name: String
    let record: MergeRecord
    /// Its pages, `summary.json` and `junit.xml` (`OldSite`, any file times; its `cache`
    /// holds the frames alone).
    let site: OldSite
    /// Its cache's entries, read one at a time when used.
    let cache: PartCache
    /// Its `history.jsonl` (its own run last), when its marker lists one.
    let history: History?

    private init(name: String, record: MergeRecord, site: OldSite, cache: PartCache, history: History?) {
        self.name = name; self.record = record; self.site = site; self.cache = cache; self.history = history
    }

    /// Its cache's entry `k` (checked when the part was opened).
    func entry(_ k: Int) throws(MergeRefusal) -> BuildCacheEntry {
        guard let entry = cache.entry(k) else {
            throw MergeRefusal(part: name, reason: .unsafeFile("its cache changed or cannot be read while it is merged"))
        }
        return entry
    }

    /// The largest marker or merge record read (far above what adsight writes for a million sessions).
    static let recordLimit = 256 << 20

    /// Opens the part at `path`, or says why it cannot be merged.
    static func open(_ path: String) -> Result<MergePart, MergeRefusal> {
        func refuse(_ reason: MergeRefusal.Reason) -> Result<MergePart, MergeRefusal> { .failure(MergeRefusal(part: path, reason: reason)) }
        let root = LibC.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard root >= 0 else { return refuse(.notASite("it is not a folder (or is a symbolic link)")) }
        defer { close(root) }
        guard let marker = readPlain(root, SiteWriter.marker), marker.starts(with: Array(SiteWriter.markerText.utf8)) else {
            return refuse(.notASite("it has no \(SiteWriter.marker) marker of adsight's"))
        }
        // The marker's lines after the first, compared byte for byte.
        let listed = MarkerNames(marker)
        func isListed(_ relative: String) -> Bool { listed.contains(relative) }
        for file in [MergeRecord.fileName, BuildCache.fileName, "summary.json", "junit.xml"] where !isListed(file) {
            return refuse(.notMergeable("its marker does not list \(file) (a site of an adsight without merge, or not adsight's)"))
        }
        guard let bytes = readPlain(root, MergeRecord.fileName) else {
            return refuse(.unsafeFile("\(MergeRecord.fileName) is not a plain file that can be read"))
        }
        let record: MergeRecord
        switch MergeRecord.decode(bytes) {
        case .failure(let reason): return refuse(reason)
        case .success(let decoded): record = decoded
        }
        guard let (site, cache) = openSite(root, key: BuildCacheKey.make(record.key), inputs: record.sessions.count) else {
            return refuse(.unsafeFile("its cache, summary.json, junit.xml or sessions/ folder is missing, not a plain file, or does not match its merge record"))
        }
        guard cache.count == record.sessions.count else {
            return refuse(.notMergeable("its cache holds \(cache.count) sessions, its merge record \(record.sessions.count) (a session changed while it was built: build it again)"))
        }
        for k in 0..<cache.count {
            guard let entry = cache.entry(k) else {
                return refuse(.unsafeFile("its cache changed or cannot be read while it is merged"))
            }
            let page = "sessions/" + entry.page + ".html"
            guard StagingPath.isPlainName(entry.page + ".html"), isListed(page) else {
                return refuse(.unsafeFile("its cache names the page \(String(reflecting: page)), which is not a plain file name its marker lists"))
            }
            // The dashboard's rows are rendered again from the summaries: only these ranges are read.
            guard fits(entry.json, cache.summaryJSON), fits(entry.junit, cache.junit) else {
                return refuse(.unsafeFile("its cache places \(String(reflecting: entry.id)) outside summary.json or junit.xml"))
            }
        }
        var history: History?
        if isListed(HistoryFile.fileName) {
            guard let bytes = readPlain(root, HistoryFile.fileName) else {
                return refuse(.unsafeFile("its marker lists \(HistoryFile.fileName), which is not a plain file that can be read"))
            }
            // Only the label and link of the part's own run are read: its list is not held.
            history = History.read(bytes, file: (path.hasSuffix("/") ? path : path + "/") + HistoryFile.fileName, listingLast: false)
        }
        return .success(MergePart(name: path, record: record, site: site, cache: cache, history: history))
    }

    /// The part's site and cache in the open folder `root` (as `OldSite.open` takes a site
    /// with any file times, its cache read by `PartCache`), nil when either is not intact.
    private static func openSite(_ root: Int32, key: UInt64, inputs: Int) -> (OldSite, PartCache)? {
        let fd = openat(root, BuildCache.fileName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_size <= OldSite.cacheLimit(inputs: inputs),
              let cache = PartCache.read(fd, size: Int(st.st_size), key: key) else { return nil }
        let frames = BuildCache(key: cache.key, summaryJSON: cache.summaryJSON, junit: cache.junit, entries: [])
        let own = dup(root)
        guard own >= 0 else { return nil }
        guard let site = OldSite.around(own, cache: frames, entries: cache.count, modified: .max, anyTimes: true) else {
            close(own)
            return nil
        }
        return (site, cache)
    }

    /// Whether `range` (relative to the body after `frame.head`) lies inside a file framed so,
    /// without overflowing whatever the numbers.
    private static func fits(_ range: ByteRange, _ frame: FileFrame) -> Bool {
        let (end, over) = range.offset.addingReportingOverflow(range.length)
        return !over && frame.head <= frame.size && end <= frame.size - frame.head
    }

    /// The whole plain file `name` of the folder `root` (no symbolic link, at most
    /// `recordLimit` bytes), nil otherwise.
    private static func readPlain(_ root: Int32, _ name: String) -> [UInt8]? {
        let fd = openat(root, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_size <= recordLimit else { return nil }
        return OldSite.readAll(fd, size: Int(st.st_size))
    }
}
