#if canImport(Glibc)
import Glibc
#endif

/// A site's folders, read once through open descriptors (never following a symbolic
/// link): each folder's files and subfolders by name, as bytes. The commit tests it for
/// files the marker does not list (`ManifestSet`), and after the swap removes the old
/// site through the same descriptors (they follow the folders, not their paths), with no
/// second read of the tree.
final class SiteListing: @unchecked Sendable {
    struct Folder {
        let fd: Int32
        /// Index of the parent folder (-1 for the root) and this folder's name in it.
        let parent: Int
        let name: [UInt8]
        /// Path relative to the root with a trailing `/` (empty for the root).
        let prefix: [UInt8]
        /// Every entry that is not a folder, NUL-terminated, one after the other.
        var files: [UInt8] = []
        var fileCount = 0
        /// The folder's status change time before its entries were read: any entry added,
        /// removed or renamed since changes it (`isUnchanged`).
        var changed = timespec()
    }

    private(set) var folders: [Folder] = []
    /// The root folder's device and inode.
    private(set) var root: (dev_t, ino_t) = (0, 0)
    /// Whether every folder was opened and read, and every name is plain ASCII.
    private(set) var complete = true
    /// The folders whose status change time was too recent when read to show later that
    /// nothing changed (`RacyStamp`): a listing with any is never taken as unchanged.
    private(set) var racyFolders: [Int] = []

    /// The tree at `path` (a folder), nil when it cannot be opened.
    init?(_ path: String) {
        let root = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard root >= 0 else { return nil }
        folders.append(Folder(fd: root, parent: -1, name: [], prefix: []))
        var next = 0
        while next < folders.count {
            read(next)
            next += 1
        }
        let now = RacyStamp.now()
        racyFolders = folders.indices.filter { RacyStamp.isRacy(folders[$0].changed, now: now) }
    }

    deinit { for folder in folders { close(folder.fd) } }

    /// Reads folder `k`'s entries, opening its subfolders (appended to `folders`).
    private func read(_ k: Int) {
        let fd = folders[k].fd
        var status = stat()
        guard fstat(fd, &status) == 0 else { complete = false; return }
        folders[k].changed = status.st_ctim
        if k == 0 { root = (status.st_dev, status.st_ino) }
        let copy = dup(fd)
        guard copy >= 0, let dir = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            complete = false
            return
        }
        defer { closedir(dir) }
        var files: [UInt8] = []
        var count = 0
        while let entry = readdir(dir) {
            let type = entry.pointee.d_type
            let name: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            if name.contains(where: { $0 >= 0x80 }) { complete = false }
            var isFolder = type == UInt8(DT_DIR)
            if type == UInt8(DT_UNKNOWN) {
                var st = stat()
                isFolder = Self.withCString(name) { fstatat(fd, $0, &st, AT_SYMLINK_NOFOLLOW) } == 0 && st.st_mode & S_IFMT == S_IFDIR
            }
            if isFolder {
                let sub = Self.withCString(name) { openat(fd, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
                guard sub >= 0 else { complete = false; continue }
                folders.append(Folder(fd: sub, parent: k, name: name, prefix: folders[k].prefix + name + [0x2F]))
            } else {
                files += name
                files.append(0)
                count += 1
            }
        }
        folders[k].files = files
        folders[k].fileCount = count
    }

    /// Whether `path` is still the folder listed and no listed folder's entries changed since
    /// (their status change times are as read, and were not racy): only then may a commit
    /// trust this listing, read when the build was staged.
    func isUnchanged(at path: String) -> Bool {
        var status = stat()
        guard complete, racyFolders.isEmpty, lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
              status.st_dev == root.0, status.st_ino == root.1 else { return false }
        for folder in folders {
            guard fstat(folder.fd, &status) == 0, status.st_ctim.tv_sec == folder.changed.tv_sec,
                  status.st_ctim.tv_nsec == folder.changed.tv_nsec else { return false }
        }
        return true
    }

    /// Whether `path` is the folder listed (same device and inode).
    func isSameFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_dev == root.0 && status.st_ino == root.1
    }

    /// Whether some file's relative path is not in `listed` (the marker itself excepted).
    func hasFile(notIn listed: ManifestSet) -> Bool {
        let marker = Array(SiteWriter.marker.utf8)
        var path: [UInt8] = []
        for folder in folders {
            var start = 0
            for i in folder.files.indices where folder.files[i] == 0 {
                path.removeAll(keepingCapacity: true)
                path += folder.prefix
                path += folder.files[start..<i]
                start = i + 1
                if folder.parent < 0 && path == marker { continue }
                if !path.withUnsafeBytes({ listed.contains($0) }) { return true }
            }
        }
        return false
    }

    /// Whether some folder (the root excepted) holds no file, however deep: adsight makes a
    /// folder only to write a file into it, so such a folder is not one of its own.
    var hasEmptyFolder: Bool {
        var files = folders.map(\.fileCount)
        for k in folders.indices.reversed() where k > 0 {
            if files[k] == 0 { return true }
            files[folders[k].parent] += files[k]
        }
        return false
    }

    /// Removes every file and folder listed, deepest first, then the root folder itself at
    /// `rootPath` (where the swap moved it). True when the root is gone. The root's marker
    /// goes last, right before the root: a build killed meanwhile leaves a marked folder,
    /// which the next build's `SiteWriterLeftovers.clean` removes.
    /// `limit` (for tests) stops after that many removals, as a build killed then would.
    func remove(rootPath: String, limit: Int = .max) -> Bool {
        let marker = Array(SiteWriter.marker.utf8)
        var hadMarker = false
        var left = limit
        for k in folders.indices.reversed() {
            let folder = folders[k]
            if folder.fileCount > 0 { folder.files.withUnsafeBufferPointer { buf in
                buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) { base in
                    var start = 0
                    for i in 0..<buf.count where buf[i] == 0 {
                        if k == 0, i - start == marker.count, buf[start..<i].elementsEqual(marker) {
                            hadMarker = true
                        } else if left > 0 {
                            left -= 1
                            unlinkat(folder.fd, base + start, 0)
                        }
                        start = i + 1
                    }
                }
            } }
            if folder.parent >= 0, left > 0 {
                left -= 1
                _ = Self.withCString(folder.name) { unlinkat(folders[folder.parent].fd, $0, AT_REMOVEDIR) }
            }
        }
        if hadMarker, left > 0, let root = folders.first { left -= 1; unlinkat(root.fd, SiteWriter.marker, 0) }
        guard left > 0 else { return false }
        return rmdir(rootPath) == 0
    }

    private static func withCString<R>(_ name: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        (name + [0]).withUnsafeBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) { body($0) }
        }
    }
}
