#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a recycled spare site (`SpareSite`) still holds that this build has not taken:
/// by folder (relative path, `""` for the root), each entry's name, inode and whether it is
/// a folder. A build takes an entry when it places a file or opens a folder of that name:
/// an entry whose inode is the file it would link is kept as it is (it IS that file), any
/// other is removed first; what is never taken is removed before the commit's marker.
/// The root's marker is never listed (the commit renames the new one over it).
struct SpareInventory {
    struct Entry {
        var inode: UInt64
        var isFolder: Bool
    }

    private(set) var folders: [String: [String: Entry]] = [:]
    /// The device the spare lives on (a file of another device is never taken as kept).
    let device: UInt64
    /// How many files (not folders) it listed.
    private(set) var fileCount = 0
    /// The mode a new folder in the recycled root gets (`SpareSite.newFolderMode`), given to
    /// each folder of the spare's reused; nil: they keep theirs.
    var folderMode: mode_t?

    /// The entries of `listing` (a complete listing of plain ASCII names).
    init(_ listing: SiteListing) {
        device = UInt64(listing.root.0)
        var folders: [String: [String: Entry]] = [:]
        let all = listing.folders
        for (k, folder) in all.enumerated() {
            let key = String(decoding: folder.prefix.dropLast(), as: UTF8.self)
            var entries = folders[key] ?? [:]
            entries.reserveCapacity(folder.fileCount)
            var start = 0, n = 0
            for i in folder.files.indices where folder.files[i] == 0 {
                let name = String(decoding: folder.files[start..<i], as: UTF8.self)
                start = i + 1
                defer { n += 1 }
                if k == 0 && name == SiteWriter.marker { continue }
                entries[name] = Entry(inode: folder.inodes[n], isFolder: false)
                fileCount += 1
            }
            folders[key] = entries
            if folder.parent >= 0 {
                let parentKey = String(decoding: all[folder.parent].prefix.dropLast(), as: UTF8.self)
                folders[parentKey, default: [:]][String(decoding: folder.name, as: UTF8.self)] = Entry(inode: folder.inode, isFolder: true)
            }
        }
        self.folders = folders
    }

    /// Takes the entry `name` of `folder` out of the inventory (nil when it holds none).
    mutating func take(_ folder: String, _ name: String) -> Entry? {
        // Taken out and put back: the folder's entries are changed in place, never copied.
        guard var entries = folders.removeValue(forKey: folder) else { return nil }
        defer { folders[folder] = entries }
        return entries.removeValue(forKey: name)
    }

    /// Takes the entries `names` of `folder` out, one per name (nil where none).
    mutating func take(_ folder: String, _ names: [String]) -> [Entry?] {
        guard var entries = folders.removeValue(forKey: folder) else { return Array(repeating: nil, count: names.count) }
        defer { folders[folder] = entries }
        return names.map { entries.removeValue(forKey: $0) }
    }

    /// Whether any entry of `folder` is left.
    func holds(_ folder: String) -> Bool { !(folders[folder]?.isEmpty ?? true) }

    /// Every entry left, by folder, and empties the inventory.
    mutating func takeAll() -> [String: [String: Entry]] {
        defer { folders = [:] }
        return folders
    }
}
