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
    /// Its pages, `summary.json`, `junit.xml` and cache (`OldSite`, any file times).
    let site: OldSite
    /// Its `history.jsonl` (its own run last), when its marker lists one.
    let history: History?

    private init(name: String, record: MergeRecord, site: OldSite, history: History?) {
        self.name = name; self.record = record; self.site = site; self.history = history
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
        let listed = Set(marker.split(separator: 0x0A).dropFirst())
        func isListed(_ relative: String) -> Bool { listed.contains(ArraySlice(relative.utf8)) }
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
        guard let site = OldSite.open(path, key: BuildCacheKey.make(record.key), inputs: record.sessions.count, anyTimes: true) else {
            return refuse(.unsafeFile("its cache, summary.json, junit.xml or sessions/ folder is missing, not a plain file, or does not match its merge record"))
        }
        let cache = site.cache
        guard cache.entries.count == record.sessions.count else {
            return refuse(.notMergeable("its cache holds \(cache.entries.count) sessions, its merge record \(record.sessions.count) (a session changed while it was built: build it again)"))
        }
        for entry in cache.entries {
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
            history = History.read(bytes, file: (path.hasSuffix("/") ? path : path + "/") + HistoryFile.fileName)
        }
        return .success(MergePart(name: path, record: record, site: site, history: history))
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
