import AdsightSite

/// What a worker made of one input for `SiteBuild`: its old page reused (already linked
/// into the staging folder) with its cached entry and decoded summary, or its page
/// rendered afresh with its `summary.json` entry, its encoded summary and its fingerprint
/// (nil: not cached, e.g. it changed while it was read).
enum SessionWork: Sendable {
    case reused(BuildCacheEntry, SessionSummary)
    case rendered(RenderedSession, json: [UInt8], summary: [UInt8], fingerprint: InputFingerprint?)
}
