/// What a worker did with one closing file of a `SiteBuild`: linked the old site's page
/// (its digest unchanged), or rendered it (with its digest, when it has one).
enum ClosingWork: Sendable {
    case linked(ClosingCacheEntry)
    case rendered(digest: UInt64?, [UInt8])
}
