@testable import AdsightCLI
import Foundation
import Testing

/// The old files a rebuild copies ranges of (summary.json, junit.xml)
/// are checked again after the copies: one edited while the build ran makes the build fail
/// instead of being copied into the new site (and trusted by every later rebuild).
@Suite struct OldSiteCopyTests {
    @Test(arguments: ["summary.json", "junit.xml"])
    func aCopiedFileEditedAfterOpeningIsSeen(name: String) throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        let old = try #require(OldSite.open(site.path + "/site", key: nil, inputs: 100))
        #expect(old.copiedFilesUnchanged())
        var bytes = site.read("site/" + name)
        bytes[bytes.count / 2] ^= 0x20
        try site.write("site/" + name, bytes)
        // Dated a second on, as any real edit is: file times come from a coarse clock, so a
        // write within the same tick as the cache's keeps the cache's time (not detectable).
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 1)], ofItemAtPath: site.path + "/site/" + name)
        #expect(!old.copiedFilesUnchanged())
    }
}
