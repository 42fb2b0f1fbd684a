#if canImport(Glibc)
import Glibc
#endif

/// The site's spare: after a rebuild swaps its new site in, the old one is kept beside
/// `--out` as `.<name>.adsight-spare` (hidden, marked, made by adsight) instead of being
/// removed, and the next rebuild recycles it as its staging folder. Most of its session
/// pages are then already the very files (same inodes) the new site links from the
/// current one: kept as they are, where a fresh staging folder needs one `linkat` per page
/// and the old tree's removal one `unlink` per page.
///
/// The spare is taken with one rename to the build's own staging name, so of two builds at
/// once only one gets it (the other stages a fresh folder). It is recycled only when it is a
/// folder on the site's file system holding nothing but what its marker lists; otherwise it
/// is put back and left alone (a file of the user's in it is never deleted). A build killed
/// while recycling leaves it under its staging name, which the next build's leftover
/// clean-up removes (`SiteWriterLeftovers`); the site itself is never touched by it.
enum SpareSite {
    /// `.<name>.adsight-spare`, beside the site `name`.
    static func name(for site: String) -> String { ".\(site).adsight-spare" }

    static func path(parent: String, site: String) -> String {
        parent + (parent == "/" ? "" : "/") + name(for: site)
    }

    /// What `acquire` found.
    enum Taken {
        /// No spare, or one left where it was (not a folder of ours, another file system, ...).
        case none
        /// The spare, now at the staging name: its open folder and what it holds.
        case recycled(fd: Int32, inventory: SpareInventory)
        /// The spare, now at the staging name, but holding mostly other files than the current
        /// site's (an old site of a build before): cheaper removed than recycled.
        case stale
    }

    /// Takes the spare of site `site` in `parent` by renaming it to `directory` (a staging
    /// name of this process), when it is a folder of adsight's on the file system of the
    /// current site `current` (its listing). Anything unexpected puts it back, unchanged.
    static func acquire(parent: String, site: String, into directory: String, current: SiteListing) -> Taken {
        let spare = path(parent: parent, site: site)
        var st = stat()
        guard lstat(spare, &st) == 0, st.st_mode & S_IFMT == S_IFDIR, st.st_dev == current.root.0 else { return .none }
        guard rename(spare, directory) == 0 else { return .none }
        // It is ours to recycle only if it is still that folder, marked, with nothing it does not list.
        guard let listing = SiteListing(directory), listing.root == (st.st_dev, st.st_ino), listing.complete,
              let root = listing.folders.first, let marker = markerList(in: root.fd), !listing.hasFile(notIn: marker) else {
            _ = StagingFiles.renameNoReplace(directory, spare)
            return .none
        }
        // Most of its files must be the current site's (the site before it, rebuilt with links).
        let inodes = Set(current.folders.flatMap(\.inodes))
        let spareFiles = listing.folders.flatMap(\.inodes)
        let shared = spareFiles.count(where: inodes.contains)
        if shared * 2 < spareFiles.count { return .stale }
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        var now = stat()
        guard fd >= 0, fstat(fd, &now) == 0, now.st_ino == st.st_ino, now.st_dev == st.st_dev else {
            if fd >= 0 { close(fd) }
            _ = StagingFiles.renameNoReplace(directory, spare)
            return .none
        }
        return .recycled(fd: fd, inventory: SpareInventory(listing))
    }

    /// Keeps the old site the swap moved to `directory` as the spare of site `site` in
    /// `parent`. False (nothing moved) when the spare's name is taken.
    static func keep(_ directory: String, parent: String, site: String) -> Bool {
        StagingFiles.renameNoReplace(directory, path(parent: parent, site: site))
    }

    /// The paths the marker in the open folder `root` lists, nil unless it is a regular
    /// file listing them (a marker of the first line only lists nothing: not recycled).
    private static func markerList(in root: Int32) -> ManifestSet? {
        let fd = openat(root, SiteWriter.marker, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        let head = Array(SiteWriter.markerText.utf8)
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_size > head.count, st.st_size < 1 << 30,
              let bytes = OldSite.readAll(fd, size: Int(st.st_size)), bytes.starts(with: head) else { return nil }
        return ManifestSet.make(bytes)
    }
}
