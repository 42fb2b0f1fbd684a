@testable import AdsightCLI
import Foundation
import Testing

/// When a status change time read at `now` can still show, later, that nothing changed.
struct RacyStampTests {
    static let now = timespec(tv_sec: 1_000, tv_nsec: 500_000_000)
    static let cases: [(String, timespec, Bool)] = [
        ("a tick before", timespec(tv_sec: 1_000, tv_nsec: 496_000_000), false),
        ("a second before", timespec(tv_sec: 999, tv_nsec: 700_000_000), false),
        ("in the tick read", timespec(tv_sec: 1_000, tv_nsec: 500_000_000), true),
        ("fine-grained, ahead of the coarse clock", timespec(tv_sec: 1_000, tv_nsec: 503_000_000), true),
        ("a later second", timespec(tv_sec: 1_001, tv_nsec: 1), true),
        ("whole seconds, this one", timespec(tv_sec: 1_000, tv_nsec: 0), true),
        ("whole seconds, the last one (two-second file systems)", timespec(tv_sec: 999, tv_nsec: 0), true),
        ("whole seconds, two before", timespec(tv_sec: 998, tv_nsec: 0), false),
    ]

    @Test(arguments: cases)
    func aStampIsRacyOnlyInItsTick(name: String, stamp: timespec, racy: Bool) {
        #expect(RacyStamp.isRacy(stamp, now: Self.now) == racy, "\(name)")
    }

    /// A folder's stamp is never older than the clock's tick read before it was made, so it is
    /// racy against that tick, and against the clock read after it when no tick passed since
    /// (whatever the file system's granularity). Not timed: a tick passing in between only
    /// leaves the second check out.
    @Test func aFolderJustMadeIsRacy() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-racy-\(UUID().uuidString)").path
        let before = RacyStamp.now()
        #expect(mkdir(path, 0o755) == 0)
        defer { rmdir(path) }
        var st = stat()
        #expect(stat(path, &st) == 0)
        let after = RacyStamp.now()
        #expect(RacyStamp.isRacy(st.st_ctim, now: before))
        if after.tv_sec == before.tv_sec, after.tv_nsec == before.tv_nsec {
            #expect(RacyStamp.isRacy(st.st_ctim, now: after))
        }
    }
}
