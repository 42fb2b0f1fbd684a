import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A site being written: a folder beside `--out` (named `.<out>.adsight-staging-<pid>-<n>`,
/// carrying the marker from the start) that `commit()` swaps into place atomically and
/// durably, or `abort()` removes. Made by `SiteWriter.stage`: a new folder, or the site's
/// spare recycled (`SpareSite`): then every file placed first takes the spare's entry of
/// that name (kept when it is the very file a link would place, removed otherwise), and
/// the commit removes what no file took before it marks the site. After the swap the old
/// site becomes the spare (or is removed when that name is taken).
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
    /// The removal of a stale spare (`SpareSite`), waited for after the commit or abort.
    private let discarding: BackgroundWork<Void>?
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

    /// Whether the old site is kept as the spare after the swap (`--no-spare`: never).
    private let keepsSpare: Bool

    /// What the recycled spare still holds that no file placed took (nil for a new folder).
    private var spare: SpareInventory?
    /// The inodes of the folders linked from, by name (`sourceInodes`), with the folder's device and inode.
    private var sources: [Int32: (dev: UInt64, ino: UInt64, names: [String: UInt64])] = [:]
    /// How many of the recycled spare's entries were kept as they were, and how many replaced.
    private(set) var recycled = (kept: 0, replaced: 0)

    /// Whether the staging folder is the site's spare recycled.
    var isRecycled: Bool { lock.withLock { spare != nil } }

    /// For tests: called with `--out`, the staging folder and a step number before each
    /// entry of a recycled spare is kept or replaced by a link (steps 0, 1, ...), and with
    /// step -1 when the commit starts (before the entries nothing took are removed); it may
    /// throw, as a build failing there would.
    nonisolated(unsafe) static var recycleHook: (@Sendable (String, String, Int) throws -> Void)?

    init(target: String, directory: String, rootFD: Int32, displayPath: String, createdParents: [String], inspection: OldTarget? = nil,
         spare: SpareInventory? = nil, discarding: BackgroundWork<Void>? = nil, keepsSpare: Bool = true) {
        self.target = target; self.directory = directory; self.displayPath = displayPath
        self.folders = ["": rootFD]; self.createdParents = createdParents; self.inspection = inspection
        self.spare = spare
        self.discarding = discarding
        self.keepsSpare = keepsSpare
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
        let (folder, name, entry) = try claim(relativePath)
        if let entry {
            // The spare's entry is kept when it is the very file to link.
            var src = stat()
            if !entry.isFolder, fstatat(from, source, &src, AT_SYMLINK_NOFOLLOW) == 0, UInt64(src.st_ino) == entry.inode,
               UInt64(src.st_dev) == spareDevice {
                try recycling(kept: true)
            } else {
                try recycling(kept: false)
                StagingFiles.removeEntry(in: folder, name: name)
                guard linkat(from, source, folder, name, 0) == 0 else { release(relativePath); return false }
            }
        } else {
            guard linkat(from, source, folder, name, 0) == 0 else { release(relativePath); return false }
        }
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
        var entries: [SpareInventory.Entry?] = []
        let dir: Int32 = try locked { () throws(SiteWriterError) -> Int32 in
            guard state == .open else { throw SiteWriterError(.io, "the site for \(displayPath) was already \(state == .committed ? "committed" : "aborted")") }
            let fd = try openFolder(parts.dropLast(), for: paths.first ?? folder)
            for (k, path) in paths.enumerated() {
                let key = StagingPath.foldKey(path)
                if written[key] == nil { written[key] = path; self.linked.insert(key); claimed[k] = true }
            }
            if claimed.allSatisfy({ $0 }), spare?.holds(folder) == true { entries = withSpare { $0.take(folder, names) } ?? [] }
            linkBatches.append((fd, names, paths))
            return fd
        }
        if let k = claimed.firstIndex(of: false) {
            for (j, path) in paths.enumerated() where claimed[j] { release(path) }
            let earlier = lock.withLock { written[StagingPath.foldKey(paths[k])] ?? paths[k] }
            throw SiteWriterError(.unsafePath, "refusing to write \(String(reflecting: paths[k])) into the site: it collides with \(String(reflecting: earlier))")
        }
        // The spare's entries that are the very files to link are kept (no call at all); the
        // others are removed before linking.
        let same: [Bool] = entries.isEmpty ? [] : sourceInodes(from).map { inodes in
            zip(names, entries).map { name, entry in entry.map { !$0.isFolder && inodes[name] == $0.inode } ?? false }
        } ?? Array(repeating: false, count: names.count)
        var linked = [Bool](repeating: false, count: names.count)
        for (k, name) in names.enumerated() {
            if !entries.isEmpty, entries[k] != nil {
                try recycling(kept: same[k])
                if !same[k] { StagingFiles.removeEntry(in: dir, name: name) }
            }
            let ok = name.withCString { c -> Bool in
                guard (!same.isEmpty && same[k]) || linkat(from, c, dir, c, 0) == 0 else { return false }
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
                   InputStat.nanoseconds(st.modifiedTime) <= modified { continue }
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
    /// component. The recycled spare's entry of that name is removed.
    private func reserve(_ relativePath: String) throws(SiteWriterError) -> (Int32, String) {
        let (folder, name, entry) = try claim(relativePath)
        if entry != nil { StagingFiles.removeEntry(in: folder, name: name) }
        return (folder, name)
    }

    /// `reserve` that leaves the recycled spare's entry of that name (taken out of the
    /// inventory) to the caller.
    private func claim(_ relativePath: String) throws(SiteWriterError) -> (Int32, String, SpareInventory.Entry?) {
        let parts = try StagingPath.components(relativePath)
        return try locked { () throws(SiteWriterError) -> (Int32, String, SpareInventory.Entry?) in
            guard state == .open else { throw SiteWriterError(.io, "the site for \(displayPath) was already \(state == .committed ? "committed" : "aborted")") }
            let key = StagingPath.foldKey(relativePath)
            if let earlier = written[key] {
                throw SiteWriterError(.unsafePath, "refusing to write \(String(reflecting: relativePath)) into the site: it collides with \(String(reflecting: earlier))")
            }
            let fd = try openFolder(parts.dropLast(), for: relativePath)
            written[key] = relativePath
            let entry = spare == nil ? nil : withSpare { $0.take(parts.dropLast().joined(separator: "/"), parts.last!) } ?? nil
            return (fd, parts.last!, entry)
        }
    }

    /// `body` on the spare's inventory, changed in place (taken out of the property and put
    /// back, so it is never copied); nil when there is none. Lock held.
    private func withSpare<T>(_ body: (inout SpareInventory) -> T) -> T? {
        guard var inventory = spare else { return nil }
        spare = nil
        defer { spare = inventory }
        return body(&inventory)
    }

    /// The device of the recycled spare (0 when none).
    private var spareDevice: UInt64 { lock.withLock { spare?.device ?? 0 } }

    /// Counts a spare entry kept or replaced, after the test hook.
    private func recycling(kept: Bool) throws(SiteWriterError) {
        if Self.recycleHook != nil { try runRecycleHook(lock.withLock { recycled.kept + recycled.replaced }) }
        lock.withLock { if kept { recycled.kept += 1 } else { recycled.replaced += 1 } }
    }

    private func runRecycleHook(_ step: Int) throws(SiteWriterError) {
        guard let hook = Self.recycleHook else { return }
        do { try hook(target, directory, step) } catch { throw SiteWriterError(.io, "cannot write the site for \(displayPath): \(error)") }
    }

    /// Each file's inode in the open folder `from` by name (read once per folder), nil when
    /// it cannot be read or is not on the spare's device.
    private func sourceInodes(_ from: Int32) -> [String: UInt64]? {
        var st = stat()
        guard fstat(from, &st) == 0, UInt64(st.st_dev) == spareDevice else { return nil }
        if let known = lock.withLock({ sources[from] }), known.dev == UInt64(st.st_dev), known.ino == UInt64(st.st_ino) { return known.names }
        // Its own open folder description: reading moves no offset of `from`.
        let fd = openat(from, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0, let dir = fdopendir(fd) else { if fd >= 0 { close(fd) }; return nil }
        defer { closedir(dir) }
        var names: [String: UInt64] = [:]
        while let entry = readdir(dir) {
            guard entry.pointee.d_type == UInt8(DT_REG) else { continue }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            names[name] = UInt64(entry.pointee.d_ino)
        }
        lock.withLock { sources[from] = (UInt64(st.st_dev), UInt64(st.st_ino), names) }
        return names
    }

    /// Removes what the recycled spare holds that no file of this site took (in the folders
    /// the site has; a folder it does not have goes whole).
    private func removeSpareLeft() throws(SiteWriterError) {
        guard let left = lock.withLock({ withSpare { $0.takeAll() } }) else { return }
        try runRecycleHook(-1)
        for (folder, entries) in left where !entries.isEmpty {
            // A folder this site does not have is removed whole with its entry in its parent.
            guard let fd = folders[folder] else { continue }
            for (name, entry) in entries {
                if entry.isFolder, folders[folder.isEmpty ? name : folder + "/" + name] != nil { continue }
                StagingFiles.removeEntry(in: fd, name: name)
            }
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
            let parentKey = key
            key = key.isEmpty ? part : key + "/" + part
            if let known = folders[key] { fd = known; continue }
            // A file of the spare's where this folder goes is removed first.
            let entry = spare == nil ? nil : withSpare({ $0.take(parentKey, part) }) ?? nil
            if let entry, !entry.isFolder { unlinkat(fd, part, 0) }
            let opened = StagingFiles.openDirectory(in: fd, name: part, create: true)
            // A folder of the spare's gets the mode a new one would.
            if opened.fd >= 0, entry?.isFolder == true, let mode = spare?.folderMode { fchmod(opened.fd, mode) }
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
        defer { _ = try? discarding?.wait() }
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
        try removeSpareLeft()
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
        // The old site is worth keeping as the spare only when this site shares most of its
        // files (links): after a build that rendered them all, it is removed as before.
        // Only a complete listing (every folder read, ASCII names) can be recycled (`SpareSite`).
        let sharing = keepsSpare && old?.listing?.complete == true && lock.withLock { linked.count * 2 >= written.count }
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
                // The old site is kept as the spare the next build recycles (`SpareSite`); when
                // that name is taken, the listing removes only what it read, and only when the
                // folder swapped out is the one it listed (then any file added since stays, with its folder).
                if sharing, SpareSite.keep(directory, parent: parent, site: name) {
                    times.mark("commit: old site kept as the spare")
                } else {
                    if let listing = old?.listing, listing.complete, listing.isSameFolder(directory) { _ = listing.remove(rootPath: directory) } else { StagingFiles.removeTree(directory) }
                    times.mark("commit: old site removed")
                }
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
        _ = try? discarding?.wait()
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
