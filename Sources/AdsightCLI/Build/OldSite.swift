#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AdsightSite

/// The site a rebuild replaces, as far as its pages may be reused: its cache (made under
/// the same key), and open descriptors of its `sessions/` folder, `summary.json` and
/// `junit.xml`. Those files are trusted only while they are regular files of the size the
/// cache recorded, not modified after the cache was written; anything else is no old site
/// (everything is rendered).
final class OldSite: @unchecked Sendable {
    let cache: BuildCache
    /// When the cache file was last modified (ns since 1970).
    let cacheModified: Int64
    /// The old site's folder.
    let root: Int32
    let sessions: Int32
    let summaryJSON: Int32
    let junit: Int32
    private let closingByPath: [String: ClosingCacheEntry]

    private init(cache: BuildCache, cacheModified: Int64, root: Int32, sessions: Int32, summaryJSON: Int32, junit: Int32) {
        self.cache = cache; self.cacheModified = cacheModified; self.root = root
        self.sessions = sessions; self.summaryJSON = summaryJSON; self.junit = junit
        closingByPath = Dictionary(cache.closing.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    }

    deinit { for fd in [root, sessions, summaryJSON, junit] where fd >= 0 { close(fd) } }

    /// The largest cache read for a build of `inputs` inputs: far above what adsight writes
    /// (under 1 KB per input), so a larger file is not adsight's cache and is not read into memory.
    static func cacheLimit(inputs: Int) -> Int { max(64 << 20, inputs > Int.max >> 14 ? Int.max : inputs << 14) }

    /// The site at `target` if it holds a cache made under `key` (under any key when nil:
    /// compare `cache.key` before use) of at most `cacheLimit(inputs:)` bytes, and intact
    /// files; nil otherwise. A merge's part (`anyTimes`) is taken whatever its files' times
    /// (artifacts come back with the times of their download): only kinds and sizes count.
    static func open(_ target: String, key: UInt64?, inputs: Int, anyTimes: Bool = false) -> OldSite? {
        let root = LibC.open(target, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard root >= 0 else { return nil }
        var keepRoot = false
        defer { if !keepRoot { close(root) } }
        let cacheFD = openat(root, BuildCache.fileName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard cacheFD >= 0 else { return nil }
        defer { close(cacheFD) }
        var st = stat()
        guard fstat(cacheFD, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_size <= cacheLimit(inputs: inputs),
              let bytes = readAll(cacheFD, size: Int(st.st_size)),
              let cache = BuildCache.decode(bytes, key: key) else { return nil }
        let modified = anyTimes ? Int64.max : InputStat.nanoseconds(st.modifiedTime)
        guard let site = around(root, cache: cache, entries: cache.entries.count, modified: modified, anyTimes: anyTimes) else { return nil }
        keepRoot = true
        return site
    }

    /// The site in the open folder `root` whose cache is `cache` (its `entries` are the
    /// site's `entries` sessions; a merge's part passes a cache of its frames alone and
    /// reads its entries from `PartCache`), if its `summary.json`, `junit.xml` and
    /// `sessions/` are intact; nil otherwise. The site owns `root` when it is returned.
    static func around(_ root: Int32, cache: BuildCache, entries: Int, modified: Int64, anyTimes: Bool) -> OldSite? {
        func intact(_ name: String, size: UInt64) -> Int32 {
            let fd = openat(root, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { return -1 }
            var st = stat()
            if fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, UInt64(st.st_size) == size,
               InputStat.nanoseconds(st.modifiedTime) <= modified { return fd }
            close(fd)
            return -1
        }
        let json = intact("summary.json", size: cache.summaryJSON.size)
        let junit = intact("junit.xml", size: cache.junit.size)
        let sessions = openat(root, "sessions", O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        // A shard that got no input has no sessions folder: a part to merge all the same.
        let noPages = anyTimes && entries == 0 && sessions < 0 && errno == ENOENT
        guard json >= 0, junit >= 0, sessions >= 0 || noPages else {
            for fd in [json, junit, sessions] where fd >= 0 { close(fd) }
            return nil
        }
        return OldSite(cache: cache, cacheModified: modified, root: root, sessions: sessions, summaryJSON: json, junit: junit)
    }

    /// The cache's entry for each of `paths` (nil for a path it does not know). The cache
    /// lists the inputs in the order they were given, so an input at its old position is
    /// matched there; the others are looked up by path (the first entry of a path wins).
    func entries(for paths: [String]) -> CachedEntries {
        CachedEntries(cache.entries, paths: paths)
    }

    /// Whether an input's current stat facts show it unchanged since the cache was written
    /// (git's rule: a file modified at or after the cache's own time is hashed instead).
    func isUnchanged(_ entry: BuildCacheEntry, stat now: InputStat?) -> Bool {
        guard let now, now.size > 0 || now.inode > 0 else { return false }
        return now == entry.fingerprint.stat && now.modified < cacheModified
    }

    /// Links the entry's old page into `staging` as `sessions/<page>.html` when it is still
    /// the file this cache recorded (regular, same size, not modified since).
    func linkPage(_ entry: BuildCacheEntry, into staging: SiteStaging) -> Bool {
        let name = entry.page + ".html"
        let modified = cacheModified, size = entry.pageSize
        return (try? staging.link("sessions/" + name, from: sessions, name: name) { st in
            UInt64(st.st_size) == size && InputStat.nanoseconds(st.modifiedTime) <= modified
        }) ?? false
    }

    /// `linkPage` for a run of entries, with the staging folder's lock taken once: whether
    /// each old page was linked. With `checked` false the links are not yet checked:
    /// `keepPages` must be called for them before the commit.
    func linkPages(_ entries: [BuildCacheEntry], into staging: SiteStaging, checked: Bool = true) -> [Bool] {
        let modified = cacheModified
        return (try? staging.linkAll(entries.map { $0.page + ".html" }, from: sessions, into: "sessions", checked: checked) { k, st in
            UInt64(st.st_size) == entries[k].pageSize && InputStat.nanoseconds(st.modifiedTime) <= modified
        }) ?? Array(repeating: false, count: entries.count)
    }

    /// The check `linkPages(checked: false)` left out: each `linked` page is kept only when it
    /// is still the file this cache recorded (regular, same size, not modified since).
    func keepPages(_ entries: [BuildCacheEntry], linked: [Bool], in staging: SiteStaging) throws(SiteWriterError) -> [Bool] {
        let modified = cacheModified
        return try staging.keepLinked(entries.map { $0.page + ".html" }, in: "sessions", linked: linked) { k, st in
            UInt64(st.st_size) == entries[k].pageSize && InputStat.nanoseconds(st.modifiedTime) <= modified
        }
    }

    /// Links the old site's file at `relative` into `staging` when it holds exactly `bytes`
    /// (a regular file, not modified since the cache was written): a closing page that did
    /// not change is not written and flushed again. False, with nothing linked, otherwise.
    func linkIfSame(_ relative: String, _ bytes: [UInt8], into staging: SiteStaging) -> Bool {
        withFolder(of: relative) { folder, name in
            let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { return false }
            var st = stat()
            let same = fstat(fd, &st) == 0 && st.st_mode & S_IFMT == S_IFREG && Int(st.st_size) == bytes.count
                && InputStat.nanoseconds(st.modifiedTime) <= cacheModified && Self.holds(fd, bytes)
            close(fd)
            return same && link(relative, from: folder, name: name, size: UInt64(bytes.count), into: staging)
        }
    }

    /// Links the old site's closing page at `relative` into `staging` when the cache
    /// recorded it with this `digest` and the file still holds the bytes it recorded (a
    /// regular file of that size and hash, not modified since): the page is read, not
    /// rendered. Returns the entry, or nil with nothing linked.
    func linkClosing(_ relative: String, digest: UInt64, into staging: SiteStaging) -> ClosingCacheEntry? {
        guard let entry = closingByPath[relative], entry.digest == digest else { return nil }
        let linked = withFolder(of: relative) { folder, name in
            let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { return false }
            var st = stat()
            let same = fstat(fd, &st) == 0 && st.st_mode & S_IFMT == S_IFREG && UInt64(st.st_size) == entry.size
                && InputStat.nanoseconds(st.modifiedTime) <= cacheModified
                && Self.hash(fd, size: Int(st.st_size)) == entry.contentHash
            close(fd)
            return same && link(relative, from: folder, name: name, size: entry.size, into: staging)
        }
        return linked ? entry : nil
    }

    /// Calls `body` with the old site's open folder holding `relative` and its last
    /// component (false when a folder on the way is missing or not a folder).
    private func withFolder(of relative: String, _ body: (Int32, String) -> Bool) -> Bool {
        let parts = relative.split(separator: "/").map(String.init)
        guard let name = parts.last else { return false }
        var folder = dup(root)
        defer { if folder >= 0 { close(folder) } }
        for part in parts.dropLast() where folder >= 0 {
            let next = openat(folder, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            close(folder)
            folder = next
        }
        guard folder >= 0 else { return false }
        return body(folder, name)
    }

    /// Links `name` of `folder` as `relative` when it is a regular file of `size` bytes not
    /// modified since the cache was written.
    private func link(_ relative: String, from folder: Int32, name: String, size: UInt64, into staging: SiteStaging) -> Bool {
        let modified = cacheModified
        return (try? staging.link(relative, from: folder, name: name) { st in
            UInt64(st.st_size) == size && InputStat.nanoseconds(st.modifiedTime) <= modified
        }) ?? false
    }

    /// Whether the old `summary.json` and `junit.xml`, whose bytes
    /// the new files copy, are still as they were when opened (regular, the recorded size,
    /// not modified since the cache was written): checked after the last copy, so an edit
    /// made while the build ran is not carried into the new site (and kept by later rebuilds).
    func copiedFilesUnchanged() -> Bool {
        [(summaryJSON, cache.summaryJSON.size), (junit, cache.junit.size)].allSatisfy { fd, size in
            guard fd >= 0 else { return true }
            var st = stat()
            return fstat(fd, &st) == 0 && st.st_mode & S_IFMT == S_IFREG && UInt64(st.st_size) == size
                && InputStat.nanoseconds(st.modifiedTime) <= cacheModified
        }
    }

    /// The entry's summary, decoded with the build's rule ids (nil when it does not decode).
    func summary(_ entry: BuildCacheEntry, rules: [String]) -> SessionSummary? {
        entry.summary.withUnsafeBytes { raw -> SessionSummary? in
            var r = ByteReader(raw)
            guard let s = try? SummaryCodec.decode(&r, rules: rules), r.isAtEnd else { return nil }
            return s
        }
    }

    /// The whole of an open file of `size` bytes, nil when it cannot be read.
    static func readAll(_ fd: Int32, size: Int) -> [UInt8]? {
        guard size >= 0 else { return nil }
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var offset = 0
            while offset < size {
                let n = pread(fd, buffer.baseAddress! + offset, size - offset, off_t(offset))
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                offset += n
            }
            complete = offset == size
            count = complete ? size : 0
        }
        return complete ? bytes : nil
    }

    /// Calls `body` with the first `size` bytes of an open file, a chunk at a time through one
    /// small buffer, and each chunk's offset, until `body` returns false. True when every
    /// chunk was read and accepted.
    static func forEachChunk(_ fd: Int32, size: Int, _ body: (UnsafeRawBufferPointer, Int) -> Bool) -> Bool {
        guard size >= 0 else { return false }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(max(size, 1), 256 << 10), alignment: 16)
        defer { buffer.deallocate() }
        var offset = 0
        while offset < size {
            let n = pread(fd, buffer.baseAddress!, min(buffer.count, size - offset), off_t(offset))
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            guard body(UnsafeRawBufferPointer(rebasing: buffer[0..<n]), offset) else { return false }
            offset += n
        }
        return true
    }

    /// Whether an open file's bytes start with exactly `bytes` (read a chunk at a time,
    /// stopping at the first difference; the caller checks the size).
    static func holds(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { expected in
            forEachChunk(fd, size: expected.count) { chunk, offset in
                memcmp(chunk.baseAddress!, expected.baseAddress! + offset, chunk.count) == 0
            }
        }
    }

    /// `Hash64` of the first `size` bytes of an open file, nil when they cannot be read.
    static func hash(_ fd: Int32, size: Int) -> UInt64? {
        var h = Hash64()
        return forEachChunk(fd, size: size) { chunk, _ in h.update(chunk); return true } ? h.finish() : nil
    }
}
