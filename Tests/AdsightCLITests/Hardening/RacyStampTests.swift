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

    /// The clock read after a change is never behind the change's own stamp's tick: a folder
    /// just made is racy when read at once, whatever the file system's granularity.
    @Test func aFolderJustMadeIsRacy() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-racy-\(UUID().uuidString)").path
        #expect(mkdir(path, 0o755) == 0)
        defer { rmdir(path) }
        var st = stat()
        #expect(stat(path, &st) == 0)
        #expect(RacyStamp.isRacy(st.st_ctim, now: RacyStamp.now()))
    }
}
