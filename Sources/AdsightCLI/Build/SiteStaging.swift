import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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

    enum State { case open, committed, aborted }
    let lock = NSLock()
    var state = State.open
    var folders: [String: Int32]
    /// The paths placed (written, linked), in a scratch file with a table of their fold keys.
    let written: WrittenPaths
    /// Writebacks started on their own threads (`write(_:prefix:_:suffix:)`).
    var flushes: [BackgroundWork<Void>] = []
    let createdParents: [String]
    /// What `--out` was when staged (`SiteWriterGuard`), used by the commit while it still holds.
    var inspection: OldTarget?

    /// Set by `requireLinksUnmodified(since:)`: the commit checks the linked files' times.
    var linksUnmodifiedSince: Int64?

    /// For tests: called with the staging folder right before the commit puts the final
    /// marker in place (a build killed then leaves this folder as it is).
    var markerHook: ((String) -> Void)?

    init(target: String, directory: String, rootFD: Int32, displayPath: String, createdParents: [String], inspection: OldTarget? = nil
    ) {
        self.target = target; self.directory = directory; self.displayPath = displayPath
        self.folders = ["": rootFD]; self.createdParents = createdParents; self.inspection = inspection
        written = WrittenPaths(in: directory)
    }

    deinit { closeFolders() }

    /// The relative paths written so far, sorted.
    public var writtenPaths: [String] { lock.withLock { written.sortedPaths() } }

    /// Whether a file was placed at `relativePath` (or one its name collides with, ignoring case).
    func contains(_ relativePath: String) -> Bool {
        lock.withLock { written.find(StagingPath.foldKey(relativePath)) != nil }
    }

    /// Makes room in the table of written paths for `count` more (`WrittenPaths.reserve`).
    func reserve(paths count: Int) { lock.withLock { written.reserve(written.count + count) } }

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
        let (folder, name, entry) = try reserveEntry(relativePath)
        guard linkat(from, source, folder, name, 0) == 0 else { release(relativePath); return false }
        var st = stat()
        if fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0, st.st_mode & S_IFMT == S_IFREG, accept(st) {
            lock.withLock {
                written.markLinked(entry)
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
                if written.find(key) == nil { written.markLinked(written.insert(path, key: key)); claimed[k] = true }
            }
            return fd
        }
        if let k = claimed.firstIndex(of: false) {
            for (j, path) in paths.enumerated() where claimed[j] { release(path) }
            let earlier = lock.withLock { written.find(StagingPath.foldKey(paths[k])).map(written.path) ?? paths[k] }
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
            guard written.find(StagingPath.foldKey(relativePath)).map(written.path) == relativePath else {
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

    /// Checks `relativePath` and claims it: the open folder to create it in and its last
    /// component.
    private func reserve(_ relativePath: String) throws(SiteWriterError) -> (Int32, String) {
        let (fd, name, _) = try reserveEntry(relativePath)
        return (fd, name)
    }

    /// `reserve`, with the path's entry in `written`.
    private func reserveEntry(_ relativePath: String) throws(SiteWriterError) -> (Int32, String, Int) {
        let parts = try StagingPath.components(relativePath)
        return try locked { () throws(SiteWriterError) -> (Int32, String, Int) in
            guard state == .open else { throw SiteWriterError(.io, "the site for \(displayPath) was already \(state == .committed ? "committed" : "aborted")") }
            let key = StagingPath.foldKey(relativePath)
            if let earlier = written.find(key) {
                throw SiteWriterError(.unsafePath, "refusing to write \(String(reflecting: relativePath)) into the site: it collides with \(String(reflecting: written.path(earlier)))")
            }
            let fd = try openFolder(parts.dropLast(), for: relativePath)
            return (fd, parts.last!, written.insert(relativePath, key: key))
        }
    }

    /// Gives up a path `reserve` claimed (nothing was created there).
    func release(_ relativePath: String) {
        let key = StagingPath.foldKey(relativePath)
        lock.withLock { if let entry = written.find(key) { written.remove(entry) } }
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

    /// Runs `body` with the lock held, keeping its typed error.
    func locked<T>(_ body: () throws(SiteWriterError) -> T) throws(SiteWriterError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }


}
