/// What `--out` is just before the swap: its kind, whether adsight may replace it, a file
/// in it the marker does not list, and its listing (for removing it after the swap).
struct OldTarget: Sendable {
    let kind: StagingFiles.Kind
    let isOurs: Bool
    let stray: String?
    let listing: SiteListing?

    init(_ target: String) {
        kind = StagingFiles.kind(target)
        isOurs = kind == .directory && SiteWriterGuard.isOurs(target)
        (stray, listing) = isOurs ? SiteManifest.inspect(target) : (nil, nil)
    }
}
