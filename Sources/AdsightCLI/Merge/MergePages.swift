#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Places the merged sessions' pages into the staging folder: hard-linked from their part
/// when on the same file system (runs of one part under one hold of the staging lock), else
/// copied. Only plain files are taken: a page that is a symbolic link, a folder, or not of
/// the size the part's cache recorded refuses the merge.
enum MergePages {
    /// Places every kept session's page (`names`: the merged site's page names, in order).
    /// Each part's entries are read from its cache a run at a time.
    static func place(_ plan: MergePlan, parts: [MergePart], names: SpooledStrings, into staging: SiteStaging) throws {
        var start = 0
        while start < plan.sessions.count {
            let p = plan.sessions[start].part
            let first = try parts[p].entry(plan.sessions[start].entry)
            var entries: [BuildCacheEntry] = []
            var end = start
            // A run of one part's sessions keeping their names: linked together.
            while end < plan.sessions.count, plan.sessions[end].part == p {
                let entry = end == start ? first : try parts[p].entry(plan.sessions[end].entry)
                guard entry.page == names[end] else { break }
                entries.append(entry)
                end += 1
            }
            if end == start {
                try placeOne(parts[p], first, as: names[start], into: staging)
                start += 1
                continue
            }
            let linked = try staging.linkAll(entries.map { $0.page + ".html" }, from: parts[p].site.sessions, into: "sessions") { k, st in
                UInt64(st.st_size) == entries[k].pageSize
            }
            for (entry, done) in zip(entries, linked) where !done { try copy(parts[p], entry, as: entry.page, into: staging) }
            start = end
        }
    }

    /// One page, linked under its merged name, or copied.
    private static func placeOne(_ part: MergePart, _ entry: BuildCacheEntry, as name: String, into staging: SiteStaging) throws {
        let size = entry.pageSize
        if try staging.link("sessions/" + name + ".html", from: part.site.sessions, name: entry.page + ".html", accept: { UInt64($0.st_size) == size }) {
            return
        }
        try copy(part, entry, as: name, into: staging)
    }

    /// Copies the part's page (a plain file of the recorded size, opened without following a link).
    private static func copy(_ part: MergePart, _ entry: BuildCacheEntry, as name: String, into staging: SiteStaging) throws {
        let page = "sessions/" + entry.page + ".html"
        let fd = openat(part.site.sessions, entry.page + ".html", O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw MergeRefusal(part: part.name, reason: .unsafeFile("\(page) is missing or a symbolic link")) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, UInt64(st.st_size) == entry.pageSize else {
            throw MergeRefusal(part: part.name, reason: .unsafeFile("\(page) is not a plain file of the size its cache recorded"))
        }
        guard let bytes = OldSite.readAll(fd, size: Int(st.st_size)) else {
            throw MergeRefusal(part: part.name, reason: .unsafeFile("\(page) cannot be read"))
        }
        try staging.write("sessions/" + name + ".html", bytes)
    }
}
