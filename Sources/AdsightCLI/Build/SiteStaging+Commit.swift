import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The end of a staged site: the commit (marker, flush, swap, removal of the old site) or
/// the abort.
extension SiteStaging {
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
        if let err = StagingFiles.createFile(in: root, name: pending, writing: { fd in lock.withLock { MarkerSort.write(written, to: fd, scratch: directory) } }) {
            if err == EIO, lock.withLock({ written.unreadable }) { throw Self.scratchShort(displayPath) }
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
        // The links' check read the table's scratch file: read short, it checked part of them.
        if lock.withLock({ written.unreadable }) { throw Self.scratchShort(displayPath) }
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

    /// The error of a scratch file of the staging folder that read back short (a failed
    /// disk, a file cut): nothing is committed from part of what was written there.
    static func scratchShort(_ displayPath: String) -> SiteWriterError {
        SiteWriterError(.io, "cannot mark \(displayPath): a scratch file in its staging folder read back short (Input/output error); nothing was replaced")
    }

    /// The first linked path (sorted) that is no longer a regular file unmodified since
    /// `modified`, nil when all are. The paths still held as links are read back from the
    /// staging's table (`WrittenPaths`), each tested in its open staging folder.
    private func changedLink(since modified: Int64) -> String? {
        lock.withLock { () -> String? in
            var changed: String?
            written.forEachLinked { path in
                let slash = path.lastIndex(of: "/")
                let folder = slash.map { String(path[..<$0]) } ?? "", name = slash.map { String(path[path.index(after: $0)...]) } ?? path
                var st = stat()
                if let dir = folders[folder], name.withCString({ fstatat(dir, $0, &st, AT_SYMLINK_NOFOLLOW) }) == 0,
                   st.st_mode & S_IFMT == S_IFREG, InputStat.nanoseconds(st.modifiedTime) <= modified { return }
                if changed.map({ path < $0 }) ?? true { changed = path }
            }
            return changed
        }
    }

    func waitForFlushes() {
        for flush in lock.withLock({ () -> [BackgroundWork<Void>] in defer { flushes = [] }; return flushes }) { _ = try? flush.wait() }
    }

    private func removeStaging() {
        waitForFlushes()
        closeFolders()
        StagingFiles.removeTree(directory)
        for parent in createdParents.reversed() { rmdir(parent) }
    }

    func closeFolders() {
        lock.withLock {
            for fd in folders.values { close(fd) }
            folders = [:]
        }
    }
}
