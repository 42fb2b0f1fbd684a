/// What a worker did with one closing file of a `SiteBuild`: linked the old site's page
/// (its digest unchanged), rendered it (with its digest, when it has one), or rendered the
/// dashboard's frame.
enum ClosingWork: Sendable {
    case linked(ClosingCacheEntry)
    case rendered(digest: UInt64?, [UInt8])
    /// The dashboard around its sessions table body, whose rows the build gathered.
    case framed(head: [UInt8], tail: [UInt8])
}
