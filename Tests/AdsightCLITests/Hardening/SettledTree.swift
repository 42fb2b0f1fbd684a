@testable import AdsightCLI
import Foundation

/// Waiting for a folder of adsight's just written to settle: a listing read in the tick of the
/// folders' last change cannot show a later change (`RacyStamp`), so a build trusts none and
/// reads it again. Tests that need the listing trusted wait here.
enum SettledTree {
    /// Returns when `path`'s listing and marker are no longer racy (at most 3 s: a file system
    /// of whole seconds is racy for two).
    static func wait(_ path: String) {
        for _ in 0..<3000 {
            let old = OldTarget(path)
            if old.listing?.racyFolders.isEmpty == true, !old.markerIsRacy { return }
            usleep(1000)
        }
    }
}
