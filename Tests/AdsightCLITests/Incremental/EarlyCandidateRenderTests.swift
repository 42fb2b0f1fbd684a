@testable import AdsightCLI
import Foundation
import Testing

/// An input expected to be reused (cached, unchanged, same page name) has its old page
/// linked early; when its cached summary then does not decode, its page is rendered after
/// all: the early link makes way (review6b F8). The rebuild equals a full build, the
/// page re-rendered (a new inode), the cache included.
@Suite struct EarlyCandidateRenderTests {
    @Test func aCandidateWhoseCachedSummaryDoesNotDecodeIsRenderedAfterAll() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        let first = site.build("site")
        var cache = try #require(BuildCache.decode(site.read("site/" + BuildCache.fileName), key: nil))
        let k = try #require(cache.entries.indices.first { cache.entries[$0].page == "toprated-allows-action" })
        // A valid checksum over a summary one byte short: the entry is found, its summary does not decode.
        cache.entries[k].summary = ArraySlice(Array(cache.entries[k].summary.dropLast()))
        try site.write("site/" + BuildCache.fileName, cache.encode())
        let before = site.pageInodes("site")
        let rebuilt = site.build("site")
        #expect(rebuilt.exitCode == first.exitCode && rebuilt.stderr == first.stderr, "\(rebuilt.stderr)")
        #expect(site.build("fresh").exitCode == rebuilt.exitCode)
        let after = site.pageInodes("site")
        #expect(after["toprated-allows-action.html"] != nil && after["toprated-allows-action.html"] != before["toprated-allows-action.html"])
        #expect(after.filter { $0.key != "toprated-allows-action.html" } == before.filter { $0.key != "toprated-allows-action.html" })
        let files = site.files("site")
        #expect(files == site.files("fresh"))
        for file in files { #expect(site.read("site/" + file) == site.read("fresh/" + file), "\(file)") }
    }
}
