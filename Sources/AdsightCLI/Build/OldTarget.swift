#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `--out` is just before the swap: its kind, whether adsight may replace it, a file
/// in it the marker does not list, and its listing (for removing it after the swap).
///
/// Read once, when the build is staged; at the commit `stillHolds` tells whether `--out` is
/// still what was read (else the commit reads it again, after the flush, before swapping).
struct OldTarget: Sendable {
    let kind: StagingFiles.Kind
    let isOurs: Bool
    let stray: String?
    let listing: SiteListing?
    /// The marker's inode, size and status change time when read (nil when none).
    let marker: [Int]?
    /// Whether the marker's status change time was too recent when read to show later that
    /// it was not rewritten (`RacyStamp`).
    let markerIsRacy: Bool

    init(_ target: String) {
        kind = StagingFiles.kind(target)
        marker = kind == .directory ? Self.status(target + "/" + SiteWriter.marker) : nil
        isOurs = kind == .directory && SiteWriterGuard.isOurs(target)
        (stray, listing) = isOurs ? SiteManifest.inspect(target) : (nil, nil)
        markerIsRacy = marker.map { RacyStamp.isRacy(timespec(tv_sec: $0[2], tv_nsec: $0[3]), now: RacyStamp.now()) } ?? false
    }

    /// Whether `--out` is still as read: still missing; or the same folder of ours, with the
    /// same marker and no entry added, removed or renamed in any of its folders. Anything
    /// else (including a refusal, or a time read too soon after a change to show one since)
    /// is read again, as the commit did before it overlapped.
    func stillHolds(_ target: String) -> Bool {
        switch kind {
        case .missing: return StagingFiles.kind(target) == .missing
        case .directory where isOurs:
            guard let listing, listing.isUnchanged(at: target) else { return false }
            return marker != nil && !markerIsRacy && Self.status(target + "/" + SiteWriter.marker) == marker
        default: return false
        }
    }

    private static func status(_ path: String) -> [Int]? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        return [Int(st.st_ino), Int(st.st_size), st.changedTime.tv_sec, st.changedTime.tv_nsec]
    }
}
