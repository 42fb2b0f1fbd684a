#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The site's spare: after a rebuild swaps its new site in, the old one is kept beside
/// `--out` as `.<name>.adsight-spare` (hidden, marked, made by adsight) instead of being
/// removed, and the next rebuild recycles it as its staging folder. Most of its session
/// pages are then already the very files (same inodes) the new site links from the
/// current one: kept as they are, where a fresh staging folder needs one `linkat` per page
/// and the old tree's removal one `unlink` per page.
///
/// The spare is judged where it is, before it is taken: it is ours only when it is a folder
/// on its parent's file system, every folder of it could be read, it carries the marker and
/// holds nothing the marker does not list (no other file, no empty folder). Anything else
/// is left where it is, untouched (a file of the user's in it is never deleted). Ours, it is
/// taken with one rename to the build's own staging name (of two builds at once only one
/// gets it), and then checked to be still the tree judged (same root, same root entries, no
/// other folder changed); otherwise it is put back, or, when another build's spare took the
/// name meanwhile, parked under a name no clean-up removes (`parkingName`). A spare taken is
/// recycled when there is a current site to link from, its names are plain ASCII and most of
/// its files are the current site's; else it is stale, and removed (only what was listed).
/// A build killed while it holds the spare leaves it under its staging name, which the next
/// build's leftover clean-up removes (`SiteWriterLeftovers`): by then it held only ours.
enum SpareSite {
    /// `.<name>.adsight-spare`, beside the site `name`.
    static func name(for site: String) -> String { ".\(site).adsight-spare" }

    static func path(parent: String, site: String) -> String {
        parent + (parent == "/" ? "" : "/") + name(for: site)
    }

    /// For tests: called with the spare's path, the staging name and a step: 0 once the spare
    /// was judged ours (right before it is taken), 1 right after the rename that takes it.
    nonisolated(unsafe) static var takeHook: (@Sendable (String, String, Int) -> Void)?

    /// What `acquire` found.
    enum Taken {
        /// No spare, or one left where it was (not a folder of ours, another file system, ...).
        case none
        /// The spare, now at the staging name: its open folder and what it holds.
        case recycled(fd: Int32, inventory: SpareInventory)
        /// The spare, now at the staging name, ours but not worth recycling (no current site,
        /// mostly other files than the current site's, names not plain ASCII, `--no-spare`):
        /// its listing, to remove exactly what it lists.
        case stale(SiteListing)
    }

    /// Takes the spare of site `site` in `parent` by renaming it to `directory` (a staging
    /// name of this process) when it is a folder of adsight's (see the type's description).
    /// `current` is the current site's listing (nil when there is none); `recycle` false
    /// takes a spare of ours only to remove it.
    static func acquire(parent: String, site: String, into directory: String, current: SiteListing?, recycle: Bool) -> Taken {
        let spare = path(parent: parent, site: site)
        // Judged in place: it is taken only when it holds nothing but ours.
        guard let (listing, st) = ours(spare, parent: parent) else { return .none }
        var stale = true
        if recycle, listing.complete, let current, current.root.0 == st.st_dev {
            // Most of its files must be the current site's (the site before it, rebuilt with links).
            let inodes = Set(current.folders.flatMap(\.inodes))
            let spareFiles = listing.folders.flatMap(\.inodes)
            stale = spareFiles.count(where: inodes.contains) * 2 < spareFiles.count
        }
        takeHook?(spare, directory, 0)
        guard rename(spare, directory) == 0 else { return .none }
        takeHook?(spare, directory, 1)
        // Still the tree judged: a file added meanwhile puts it back, untouched.
        guard listing.isSameTree(at: directory) else {
            if !StagingFiles.renameNoReplace(directory, spare) {
                _ = StagingFiles.renameNoReplace(directory, parent + (parent == "/" ? "" : "/") + parkingName(for: site))
            }
            return .none
        }
        if stale { return .stale(listing) }
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        var now = stat()
        guard fd >= 0, fstat(fd, &now) == 0, now.st_ino == st.st_ino, now.st_dev == st.st_dev else {
            if fd >= 0 { close(fd) }
            _ = StagingFiles.renameNoReplace(directory, spare)
            return .none
        }
        // The mode a new staging folder gets here, not the one of the site two builds back;
        // its folders get what a new folder in it gets (probes named as leftovers of this
        // build's, which a later build removes if this one is killed meanwhile).
        var inventory = SpareInventory(listing)
        let up = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if up >= 0, let mode = newFolderMode(in: up, name: SiteWriterLeftovers.stagingName(for: site)) { fchmod(fd, mode) }
        if up >= 0 { close(up) }
        inventory.folderMode = newFolderMode(in: fd, name: ".adsight-mode-probe")
        return .recycled(fd: fd, inventory: inventory)
    }

    /// The listing of the folder at `path` (in `parent`) and its status, when it is adsight's
    /// through and through: a folder on its parent's file system, every folder of it read,
    /// marked, holding no file its marker does not list and no empty folder.
    static func ours(_ path: String, parent: String) -> (SiteListing, stat)? {
        var st = stat(), up = stat()
        guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR, stat(parent, &up) == 0, st.st_dev == up.st_dev,
              let listing = SiteListing(path), listing.root == (st.st_dev, st.st_ino), listing.readAll,
              let root = listing.folders.first, let marker = markerList(in: root.fd),
              !listing.hasFile(notIn: marker), !listing.hasEmptyFolder else { return nil }
        return (listing, st)
    }

    /// `.<name>.adsight-spare-<pid>-<n>`: where a spare found changed after it was taken
    /// goes when its name was taken meanwhile. The clean-up removes it only once it holds
    /// nothing but adsight's (`ours`) and its process is gone (`SiteWriterLeftovers`).
    static func parkingName(for site: String) -> String {
        ".\(site).adsight-spare-\(getpid())-\(parked.next())"
    }

    private static let parked = SiteWriterLeftovers.Counter()

    /// The mode bits (permissions, setgid, sticky) `mkdirat(folder, 0o755)` gives a new
    /// folder in `folder`, found by making one named `name` and removing it: the umask, a
    /// setgid parent and a default ACL all decide it, as for a fresh staging folder. Nil when
    /// the probe cannot be made (a recycled folder then keeps its mode).
    static func newFolderMode(in folder: Int32, name: String) -> mode_t? {
        guard mkdirat(folder, name, 0o755) == 0 else { return nil }
        var st = stat()
        let made = fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0
        unlinkat(folder, name, AT_REMOVEDIR)
        return made ? st.st_mode & 0o7777 : nil
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
        return ManifestSet.exact(bytes)
    }
}
