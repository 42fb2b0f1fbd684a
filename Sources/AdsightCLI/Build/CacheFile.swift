/// The new `.adsight-cache` as `SiteAssembly` writes it: `BuildCacheEntries`' prefix, the
/// spooled entries and the suffix, never held whole (a build writes it again, last, when a
/// page was rendered after it).
struct CacheFile {
    let prefix: [UInt8]
    let entries: FilePieces
    let suffix: [UInt8]

    /// Writes the cache into `staging`.
    func write(to staging: SiteStaging) throws {
        try staging.write(BuildCache.fileName, prefix: prefix, entries, suffix: suffix)
    }
}
