import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A site being written: a folder beside `--out` (named `.<out>.adsight-staging-<pid>-<n>`,
/// carrying the marker from the start) that `commit()` swaps into place atomically and
/// durably, or `abort()` removes. Made by `SiteWriter.stage`. After the swap the old site
/// is removed (only what its listing holds).
///
/// `write` may be called from several threads at once; `commit`/`abort` once, after all writes.
public final class SiteStaging: @unchecked Sendable {
    /// The folder the site will replace or create (absolute).
    public let target: String
    /// The staging folder (absolute).
    public let directory: String
    /// `--out` as the user gave it, without a trailing slash, for messages.
    public let displayPath: String

    private enum State { case open, committed, aborted }
    private let lock = NSLock()
    private var state = State.open
    private var folders: [String: Int32]
    private var written: [String: String] = [:]
    /// Writebacks started on their own threads (`write(_:prefix:_:suffix:)`).
    private var flushes: [BackgroundWork<Void>] = []
    private let createdParents: [String]
    /// A marker made ahead (`prepareMarker`) and the paths it lists.
    private var preparedMarker: (paths: [String], bytes: [UInt8])?

    /// What `--out` was when staged (`SiteWriterGuard`), used by the commit while it still holds.
    private var inspection: OldTarget?

    /// The paths placed as hard links (`link`, `linkAll`) and still held, by fold key.
    private var linked: Set<String> = []
    /// The links made, as placed: the staging folder, the names in it and their paths.
    private var linkBatches: [(dir: Int32, names: [String], paths: [String])] = []
    /// Set by `requireLinksUnmodified(since:)`: the commit checks the linked files' times.
    private var linksUnmodifiedSince: Int64?

    /// For tests: called with the staging folder right before the commit puts the final
    /// marker in place (a build killed then leaves this folder as it is).
    var markerHook: ((String) -> Void)?

    init(target: String, directory: String, rootFD: Int32, displayPath: String, createdParents: [String], inspection: OldTarget? = nil
    ) {
        self.target = target; self.directory = directory; self.displayPath = displayPath
        self.folders = ["": rootFD]; self.createdParents = createdParents; self.inspection = inspection
    }

    deinit { closeFolders() }

    /// The relative paths written so far, sorted.
    public var writtenPaths: [String] { lock.withLock { written.values.sorted() } }

    /// Writes one file at `relativePath` (components separated by `/`). Refuses, without
    /// writing, a path that is empty, absolute, has `..`/`.`/empty components, NUL or
    /// control characters or backslashes, names the marker, goes through a symbolic link,
    /// or collides (ignoring case) with a path written before.
    public func write(_ relativePath: String, _ bytes: [UInt8]) throws(SiteWriterError) {
        let (folder, name) = try reserve(relativePath)
        if let err = StagingFiles.createFile(in: folder, name: name, bytes: bytes) {
            release(relativePath)
            throw SiteWriterError(.io, "cannot write \(relativePath) for \(displayPath): \(String(cString: strerror(err)))")
        }
    }

    /// Writes a file made of pieces (`FilePieces`) between `prefix` and `suffix`, with the
    /// same checks as `write`.
    func write(_ relativePath: String, prefix: [UInt8], _ pieces: FilePieces, suffix: [UInt8]) throws(SiteWriterError) {
        let (folder, name) = try reserve(relativePath)
        let fd = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        var err: Int32? = fd < 0 ? errno : nil
        if fd >= 0 {
            err = pieces.write(to: fd, prefix: prefix, suffix: suffix)
            if err == nil {
                // Starting the writeback of tens of MB can block while the device's queue is
                // full: done on its own thread, waited for before the commit.
                let flush = BackgroundWork { StagingFiles.startWriteback(fd); close(fd) }
                lock.withLock { flushes.append(flush) }
            } else {
                close(fd)
            }
        }
        if let err {
            if fd >= 0 { unlinkat(folder, name, 0) }
            release(relativePath)
            throw SiteWriterError(.io, "cannot write \(relativePath) for \(displayPath): \(String(cString: strerror(err)))")
        }
    }

    /// Hard-links the file `name` of the open folder `from` (the previous site's) as
    /// `relativePath`, with the same checks as `write`, and keeps the link only when
    /// `accept` holds for the linked file's own stat (never a symbolic link). False, with
    /// nothing linked, when the link cannot be made or is not accepted.
    func link(_ relativePath: String, from: Int32, name source: String, accept: (stat) -> Bool) throws(SiteWriterError) -> Bool {
        let (folder, name) = try reserve(relativePath)
        guard linkat(from, source, folder, name, 0) == 0 else { release(relativePath); return false }
        var st = stat()
        if fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0, st.st_mode & S_IFMT == S_IFREG, accept(st) {
            lock.withLock {
                _ = linked.insert(StagingPath.foldKey(relativePath))
                linkBatches.append((folder, [name], [relativePath]))
            }
            return true
        }
        unlinkat(folder, name, 0)
        release(relativePath)
        return false
    }

    /// Hard-links the files `names` of the open folder `from` into the staging folder's
    /// `folder` (a relative folder path) under the same names, as `link` does one by one but
    /// claiming every path under one hold of the lock; each is kept only when `accept` holds
    /// for its index and the linked file's own stat. Returns, per name, whether it was linked.
    /// With `checked` false the links are kept unchecked: `keepLinked` must check them
    /// (on another thread) before the site is committed.
    func linkAll(_ names: [String], from: Int32, into folder: String, checked: Bool = true,
                 accept: (Int, stat) -> Bool) throws(SiteWriterError) -> [Bool] {
        let paths = names.map { folder + "/" + $0 }
        let parts = try StagingPath.components(folder + "/x")
        for (name, path) in zip(names, paths) where !StagingPath.isPlainName(name) {
            guard try StagingPath.components(path).count == parts.count else {
                throw SiteWriterError(.unsafePath, "refusing to link \(String(reflecting: name)) into the site: not a file name")
            }
        }
        var claimed = [Bool](repeating: false, count: names.count)
        let dir: Int32 = try locked { () throws(SiteWriterError) -> Int32 in
            guard state == .open else { throw SiteWriterError(.io, "the site for \(displayPath) was already \(state == .committed ? "committed" : "aborted")") }
            let fd = try openFolder(parts.dropLast(), for: paths.first ?? folder)
            for (k, path) in paths.enumerated() {
                let key = StagingPath.foldKey(path)
                if written[key] == nil { written[key] = path; self.linked.insert(key); claimed[k] = true }
            }
            linkBatches.append((fd, names, paths))
            return fd
        }
        if let k = claimed.firstIndex(of: false) {
            for (j, path) in paths.enumerated() where claimed[j] { release(path) }
            let earlier = lock.withLock { written[StagingPath.foldKey(paths[k])] ?? paths[k] }
            throw SiteWriterError(.unsafePath, "refusing to write \(String(reflecting: paths[k])) into the site: it collides with \(String(reflecting: earlier))")
        }
        var linked = [Bool](repeating: false, count: names.count)
        for (k, name) in names.enumerated() {
            let ok = name.withCString { c -> Bool in
                guard linkat(from, c, dir, c, 0) == 0 else { return false }
                if !checked { return true }
                var st = stat()
                if fstatat(dir, c, &st, AT_SYMLINK_NOFOLLOW) == 0, st.st_mode & S_IFMT == S_IFREG, accept(k, st) { return true }
                unlinkat(dir, c, 0)
                return false
            }
            if ok { linked[k] = true } else { release(paths[k]) }
        }
        return linked
    }

    /// The check `linkAll(checked: false)` left out, for the names it `linked` into `folder`:
    /// each is kept only when it is a regular file `accept` holds for (its index and own
    /// stat), else removed and its path given up. Returns, per name, whether it is kept.
    func keepLinked(_ names: [String], in folder: String, linked: [Bool],
                    accept: (Int, stat) -> Bool) throws(SiteWriterError) -> [Bool] {
        let parts = try StagingPath.components(folder + "/x")
        let dir: Int32 = try locked { () throws(SiteWriterError) -> Int32 in try openFolder(parts.dropLast(), for: folder) }
        var kept = linked
        for (k, name) in names.enumerated() where linked[k] {
            let ok = name.withCString { c -> Bool in
                var st = stat()
                if fstatat(dir, c, &st, AT_SYMLINK_NOFOLLOW) == 0, st.st_mode & S_IFMT == S_IFREG, accept(k, st) { return true }
                unlinkat(dir, c, 0)
                return false
            }
            if !ok { kept[k] = false; release(folder + "/" + name) }
        }
        return kept
    }

    /// Removes the file this build placed at `relativePath` (a link it will not keep) and
    /// gives up the path, so it can be written again. Refuses a path it did not place.
    func remove(_ relativePath: String) throws(SiteWriterError) {
        let parts = try StagingPath.components(relativePath)
        let folder: Int32 = try locked { () throws(SiteWriterError) -> Int32 in
            guard state == .open else { throw SiteWriterError(.io, "the site for \(displayPath) was already \(state == .committed ? "committed" : "aborted")") }
            guard written[StagingPath.foldKey(relativePath)] == relativePath else {
                throw SiteWriterError(.io, "cannot remove \(relativePath) from the site for \(displayPath): it was not placed there")
            }
            return try openFolder(parts.dropLast(), for: relativePath)
        }
        guard unlinkat(folder, parts.last!, 0) == 0 || errno == ENOENT else {
            throw SiteWriterError(.io, "cannot remove \(relativePath) from the site for \(displayPath): \(StagingFiles.lastError())")
        }
        release(relativePath)
    }

    /// Makes the commit check, after the site (its cache included) is written, that every
    /// file still placed as a hard link is a regular file not modified after `modified` (ns
    /// since 1970; the old cache's time, up to which the linked files were known unchanged).
    /// A linked file shares its inode with the old site's: an edit of the old file after its
    /// link would otherwise land in the new site, older than the new cache, and be reused by
    /// every later rebuild. The commit then fails, the old site kept.
    func requireLinksUnmodified(since modified: Int64) {
        lock.withLock { linksUnmodifiedSince = modified }
    }

    /// The first linked path (sorted) that is no longer a regular file unmodified since
    /// `modified`, nil when all are.
    private func changedLink(since modified: Int64) -> String? {
        let batches = lock.withLock { linkBatches }
        var changed: [String] = []
        for batch in batches {
            for (k, name) in batch.names.enumerated() {
                var st = stat()
                if name.withCString({ fstatat(batch.dir, $0, &st, AT_SYMLINK_NOFOLLOW) }) == 0, st.st_mode & S_IFMT == S_IFREG,
                   InputStat.nanoseconds(st.st_mtim) <= modified { continue }
                changed.append(batch.paths[k])
            }
        }
        // A link given up (its path released, maybe written again since) is no link to check.
        return lock.withLock { changed.filter { linked.contains(StagingPath.foldKey($0)) } }.min()
    }

    /// Makes the marker of a site holding exactly `paths` ahead of the commit (the paths
    /// sorted while the last files are placed). The commit uses it only when the paths
    /// written are exactly these; otherwise it makes the marker of what was written.
    func prepareMarker(_ paths: [String]) {
        // Distinct paths only: then as many, each written, means the same set.
        guard Set(paths.map(StagingPath.foldKey)).count == paths.count else { return }
        let bytes = SiteManifest.markerBytes(paths)
        lock.withLock { preparedMarker = (paths, bytes) }
    }

    /// The marker's bytes for the paths written: the prepared ones when they list exactly those.
    private func markerBytes() -> [UInt8] {
        lock.withLock {
            if let prepared = preparedMarker, prepared.paths.count == written.count,
               prepared.paths.allSatisfy({ written[StagingPath.foldKey($0)] == $0 }) {
                return prepared.bytes
            }
            return SiteManifest.markerBytes(Array(written.values))
        }
    }

    /// Checks `relativePath` and claims it: the open folder to create it in and its last
    /// component.
    private func reserve(_ relativePath: String) throws(SiteWriterError) -> (Int32, String) {
        let parts = try StagingPath.components(relativePath)
        return try locked { () throws(SiteWriterError) -> (Int32, String) in
            guard state == .open else { throw SiteWriterError(.io, "the site for \(displayPath) was already \(state == .committed ? "committed" : "aborted")") }
            let key = StagingPath.foldKey(relativePath)
            if let earlier = written[key] {
                throw SiteWriterError(.unsafePath, "refusing to write \(String(reflecting: relativePath)) into the site: it collides with \(String(reflecting: earlier))")
            }
            let fd = try openFolder(parts.dropLast(), for: relativePath)
            written[key] = relativePath
            return (fd, parts.last!)
        }
    }

    /// Gives up a path `reserve` claimed (nothing was created there).
    private func release(_ relativePath: String) {
        let key = StagingPath.foldKey(relativePath)
        lock.withLock { _ = written.removeValue(forKey: key); _ = linked.remove(key) }
    }

    /// Writes UTF-8 text.
    public func write(_ relativePath: String, _ text: String) throws(SiteWriterError) {
        try write(relativePath, Array(text.utf8))
    }

    /// The open folder for `parts` inside the staging folder, made as needed (lock held).
    private func openFolder(_ parts: ArraySlice<String>, for path: String) throws(SiteWriterError) -> Int32 {
        var key = ""
        var fd = folders[""]!
        for part in parts {
            key = key.isEmpty ? part : key + "/" + part
            if let known = folders[key] { fd = known; continue }
            let opened = StagingFiles.openDirectory(in: fd, name: part, create: true)
            guard opened.fd >= 0 else {
                throw SiteWriterError(.unsafePath, "cannot write \(String(reflecting: path)) into the site: \(key) is not a folder (\(String(cString: strerror(opened.errno))))")
            }
            folders[key] = opened.fd
            fd = opened.fd
        }
        return fd
    }

    /// Makes the staged site durable and swaps it in: one `syncfs` for the files, an fsync
    /// of every staged folder, then an atomic exchange with the old site (or a rename when
    /// there is none), an fsync of the parent folder, and only then removal of the old site.
    /// If `--out` has meanwhile become something adsight may not replace, nothing is
    /// replaced, the staging folder is removed and the error says why.
    public func commit() throws(SiteWriterError) {
        try locked { () throws(SiteWriterError) in
            guard state == .open else { throw SiteWriterError(.io, "the site for \(displayPath) was already \(state == .committed ? "committed" : "aborted")") }
            state = .committed
        }
        waitForFlushes()
        do { try swapIn() } catch { removeStaging(); throw error }
    }

    private func swapIn() throws(SiteWriterError) {
        func failed(_ what: String) -> SiteWriterError {
            SiteWriterError(.io, "cannot \(what) \(displayPath): \(StagingFiles.lastError())")
        }
        let times = BuildTimes.shared
        // The marker lists what this build wrote, so the next one can tell a user's file from ours.
        // Written under another name and renamed over the placeholder (atomic): the staging
        // folder carries a marker at every moment, so a leftover of a killed build is removed.
        let root = folders[""]!
        let pending = SiteWriter.marker + ".new"
        unlinkat(root, pending, 0)
        if let err = StagingFiles.createFile(in: root, name: pending, bytes: markerBytes()) {
            errno = err
            throw failed("mark")
        }
        markerHook?(directory)
        if renameat(root, pending, root, SiteWriter.marker) != 0 { throw failed("mark") }
        times.mark("commit: marker")
        // The linked files' times are checked while the site is flushed.
        let since = lock.withLock { linksUnmodifiedSince }
        let linkCheck = since.map { since in BackgroundWork { [self] in changedLink(since: since) } }
        var flushed = StagingFiles.syncFileSystem(root)
        for fd in folders.values where flushed { flushed = StagingFiles.sync(fd) }
        let changed = (try? linkCheck?.wait()) ?? nil
        guard flushed else { throw failed("flush the new site for") }
        if let changed {
            throw SiteWriterError(.io, "the old site's \(changed) changed while the site was being built; run adsight build again")
        }
        // What `--out` was when staged (its kind, marker and files, read once) counts only if
        // it has not changed since: otherwise (a folder moved in, a link, a file added) it is
        // read again now, after the flush, right before the swap.
        var old = lock.withLock { () -> OldTarget? in defer { inspection = nil }; return inspection }
        if old?.stillHolds(target) != true { old = OldTarget(target) }
        times.mark("commit: syncfs, fsyncs (--out checked)")
        closeFolders()
        let (parent, name) = SiteWriterPaths.split(target)
        switch old?.kind ?? StagingFiles.kind(target) {
        case .missing:
            if rename(directory, target) != 0 { throw failed("create") }
            _ = StagingFiles.syncDirectory(parent)
        case .directory where old?.isOurs ?? false:
            if let stray = old?.stray {
                throw SiteWriterError(.refused, "--out \(displayPath): refusing to replace it: it holds \(stray), which adsight build did not write; move it out of the folder first")
            }
            if StagingFiles.exchange(directory, target) {
                _ = StagingFiles.syncDirectory(parent)
                times.mark("commit: exchange, parent fsync")
                // The listing removes only what it read, and only when the folder swapped out is
                // the one it listed (then any file added since stays, with its folder).
                if let listing = old?.listing, listing.complete, listing.isSameFolder(directory) { _ = listing.remove(rootPath: directory) } else { StagingFiles.removeTree(directory) }
                times.mark("commit: old site removed")
            } else {
                let moved = parent + "/." + name + ".adsight-old-" + directory.split(separator: "-").suffix(2).joined(separator: "-")
                if rename(target, moved) != 0 { throw failed("replace") }
                if rename(directory, target) != 0 {
                    let error = failed("replace")
                    _ = rename(moved, target)
                    throw error
                }
                _ = StagingFiles.syncDirectory(parent)
                if let listing = old?.listing, listing.complete, listing.isSameFolder(moved) { _ = listing.remove(rootPath: moved) } else { StagingFiles.removeTree(moved) }
            }
        case .directory:
            throw SiteWriterError(.refused, "--out \(displayPath): refusing to replace it: it was not written by adsight build (no \(SiteWriter.marker) file)")
        case .symlink, .other:
            throw SiteWriterError(.refused, "--out \(displayPath): refusing to replace it: it is no longer a folder")
        }
    }

    /// Removes the staging folder and the parent folders `stage` created (when empty).
    /// Never touches `--out` or anything else.
    public func abort() {
        let wasOpen = lock.withLock { () -> Bool in
            defer { if state == .open { state = .aborted } }
            return state == .open
        }
        if wasOpen { removeStaging() }
    }

    /// Runs `body` with the lock held, keeping its typed error.
    private func locked<T>(_ body: () throws(SiteWriterError) -> T) throws(SiteWriterError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func waitForFlushes() {
        for flush in lock.withLock({ () -> [BackgroundWork<Void>] in defer { flushes = [] }; return flushes }) { _ = try? flush.wait() }
    }

    private func removeStaging() {
        waitForFlushes()
        closeFolders()
        StagingFiles.removeTree(directory)
        for parent in createdParents.reversed() { rmdir(parent) }
    }

    private func closeFolders() {
        lock.withLock {
            for fd in folders.values { close(fd) }
            folders = [:]
        }
    }
}
