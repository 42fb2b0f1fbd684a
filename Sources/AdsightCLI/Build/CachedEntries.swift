/// The old cache's entry of each input, by input index: an index into the old cache's own
/// entries (which the old site holds anyway), not a copy of each entry, and nothing at all
/// for a build without an old site, so that what a build keeps per input stays small.
struct CachedEntries: Sendable {
    private let entries: [BuildCacheEntry]
    /// Per input, the index of its entry in `entries` (-1: none); empty when there is none at all.
    private let index: [Int32]

    /// No entry for any input.
    static let none = CachedEntries(entries: [], index: [])

    /// The entries of `paths`: each input's by position when the old cache lists it there,
    /// else by path.
    init(_ entries: [BuildCacheEntry], paths: [String]) {
        var byPath: [String: Int]?
        let index = paths.enumerated().map { i, path -> Int32 in
            if i < entries.count, entries[i].path == path { return Int32(i) }
            if byPath == nil { byPath = Dictionary(entries.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a }) }
            return byPath?[path].map(Int32.init) ?? -1
        }
        self.init(entries: entries, index: index)
    }

    private init(entries: [BuildCacheEntry], index: [Int32]) {
        self.entries = entries; self.index = index
    }

    subscript(i: Int) -> BuildCacheEntry? {
        guard i < index.count, index[i] >= 0 else { return nil }
        return entries[Int(index[i])]
    }
}
