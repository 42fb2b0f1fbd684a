@testable import AdsightCLI
import Foundation
import Testing

/// A build killed at any moment leaves beside `--out` only folders that the next build
/// removes (review6b F4): the old site's marker is removed last, right before its folder
/// (an empty folder left is removed too), and the commit puts the final marker over the
/// placeholder in one rename, so the staged site is marked at every moment.
@Suite(.serialized) struct KilledBuildLeftoverTests {
    /// Twenty files at the top beside the marker (readdir order puts the marker anywhere) and two folders.
    static let layout = SiteListingTests.Layout(
        name: "wide", files: (0..<20).map { "f\($0).html" } + ["sessions/a.html", "sessions/b.html", "notes/n.html"])

    @Test func anOldSiteWhoseRemovalStoppedAnywhereIsRemovedByTheNextBuild() throws {
        // 23 files, 2 folders, the marker, then the folder itself.
        for limit in 0...27 {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-killed-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: base) }
            let site = base.appendingPathComponent("site")
            try SiteListingTests.make(Self.layout, in: site)
            let listing = try #require(SiteListing(site.path))
            // Where the swap moves the old site, named after a process that is gone.
            let moved = base.appendingPathComponent(".site.adsight-staging-2147483646-1")
            try FileManager.default.moveItem(at: site, to: moved)
            _ = listing.remove(rootPath: moved.path, limit: limit)
            SiteWriterLeftovers.clean(parent: base.path, name: "site")
            let left = try FileManager.default.contentsOfDirectory(atPath: base.path)
            #expect(left.isEmpty, "killed after \(limit) removals, left for good: \(left) holding \((try? FileManager.default.contentsOfDirectory(atPath: moved.path)) ?? [])")
        }
    }

    @Test func theStagedSiteIsMarkedWhenItsFinalMarkerGoesInPlace() throws {
        let s = try Scratch(); defer { s.remove() }
        let first = try SiteWriter.stage(out: "site", inputs: [], templates: nil, currentDirectory: s.path, homeDirectory: s.home)
        try first.write("index.html", "old")
        try first.commit()
        let staging = try SiteWriter.stage(out: "site", inputs: [], templates: nil, currentDirectory: s.path, homeDirectory: s.home)
        try staging.write("index.html", "new")
        try staging.write("sessions/a.html", "a")
        var markedThen: Bool?
        staging.markerHook = { folder in
            var st = stat()
            markedThen = lstat(folder + "/" + SiteWriter.marker, &st) == 0
        }
        try staging.commit()
        #expect(markedThen == true, "a build killed then would leave an unmarked staged site that no build removes")
        #expect(s.tree("site") == [".adsight-site", "index.html", "sessions", "sessions/a.html"])
        #expect(s.read("site/.adsight-site") == SiteManifest.markerText(["index.html", "sessions/a.html"]))
        #expect(s.list() == ["home", "site"])
    }
}
