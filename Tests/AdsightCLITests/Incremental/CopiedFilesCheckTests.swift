@testable import AdsightCLI
import Foundation
import Testing

/// SiteBuild checks the old summary.json and junit.xml again after it copied
/// from them (review6b F6): one edited in place after the copy fails the rebuild, the old
/// site kept, and the next rebuild equals a full build.
@Suite(.serialized) struct CopiedFilesCheckTests {
    @Test(arguments: ["summary.json", "junit.xml"])
    func anOldFileEditedAfterItWasCopiedFailsTheRebuild(file: String) throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        let old = site.read("site/" + file)
        let text = String(decoding: site.read("sessions/a-clean.jsonl"), as: UTF8.self)
        try site.write("sessions/a-clean.jsonl", Array(text.replacingOccurrences(of: "Top rated tab, iPhone", with: "Top rated, edited").utf8))
        let target = site.path + "/site", path = site.path + "/site/" + file
        SiteBuild.afterCopies = { out in
            guard out == target, let fd = Optional(open(path, O_WRONLY | O_CLOEXEC)), fd >= 0 else { return }
            // One byte rewritten in place: same size, its time moves. A second past the old
            // cache, as any real edit is (file times come from a coarse clock: an edit in the
            // old cache's own tick keeps its time, and that is not detectable).
            _ = pwrite(fd, " ", 1, 0)
            var cache = stat(), now = stat()
            if stat(target + "/" + BuildCache.fileName, &cache) == 0, fstat(fd, &now) == 0 {
                var times = [now.st_atim, timespec(tv_sec: max(now.st_mtim.tv_sec, cache.st_mtim.tv_sec + 1), tv_nsec: now.st_mtim.tv_nsec)]
                futimens(fd, &times)
            }
            close(fd)
        }
        let during = site.build("site")
        SiteBuild.afterCopies = nil
        #expect(during.exitCode == 2)
        #expect(during.stderr.contains("changed while the site was being built"), "\(during.stderr)")
        var edited = old
        edited[0] = 0x20
        #expect(site.read("site/" + file) == edited, "the old site was not kept")
        site.build("site")
        site.build("fresh")
        let files = site.files("site")
        #expect(files == site.files("fresh"))
        for name in files { #expect(site.read("site/" + name) == site.read("fresh/" + name), "\(name)") }
    }
}
