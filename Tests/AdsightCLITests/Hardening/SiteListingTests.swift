@testable import AdsightCLI
import Foundation
import Testing

/// The commit's check of the old site (files tested as bytes against the marker's list,
/// read once through descriptors) finds the same stray file the plain sorted walk finds,
/// and the old site is removed through that listing after the swap; the marker's list is
/// the same sorted as bytes as sorted as strings.
@Suite(.serialized) struct SiteListingTests {
    /// A site layout: files (relative paths), symbolic links (path, destination), empty
    /// folders, and which of the files the marker lists.
    struct Layout: Sendable, CustomStringConvertible {
        var name: String
        var files: [String]
        var links: [(String, String)] = []
        var folders: [String] = []
        var unlisted: [String] = []
        var description: String { name }
    }

    static let layouts: [Layout] = [
        Layout(name: "clean", files: ["index.html", "sessions/a.html", "sessions/b-2.html", "notes/n.html", "assets/style.css"]),
        Layout(name: "top-level stray", files: ["index.html", "CNAME", "sessions/a.html"], unlisted: ["CNAME"]),
        Layout(name: "nested strays, first in sorted order reported",
               files: ["index.html", "sessions/a.html", "sessions/z.txt", "notes/extra.md", "notes/n.html"],
               unlisted: ["sessions/z.txt", "notes/extra.md"]),
        Layout(name: "case differs", files: ["index.html", "sessions/A.html", "sessions/a.html"], unlisted: ["sessions/A.html"]),
        Layout(name: "empty folders are no strays", files: ["index.html"], folders: ["empty", "sessions/deeper/still"]),
        Layout(name: "non-ASCII listed", files: ["index.html", "sessions/caf\u{E9}.html"]),
        Layout(name: "non-ASCII stray", files: ["index.html", "sessions/caf\u{E9}.html", "sessions/na\u{EF}ve.html"],
               unlisted: ["sessions/na\u{EF}ve.html"]),
        Layout(name: "symbolic links count as files", files: ["index.html", "sessions/a.html"],
               links: [("sessions/link.html", "a.html"), ("to-folder", "sessions")], unlisted: ["to-folder"]),
        Layout(name: "listed link", files: ["index.html"], links: [("page.html", "index.html")]),
        Layout(name: "deep stray", files: ["index.html", "a/b/c/d/e.html", "a/b/c/d/f.html"], unlisted: ["a/b/c/d/f.html"]),
    ]

    static func make(_ layout: Layout, in root: URL) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in layout.folders { try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true) }
        for file in layout.files {
            let url = root.appendingPathComponent(file)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        for (path, destination) in layout.links {
            try fm.createSymbolicLink(atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
        }
        let listed = (layout.files + layout.links.map(\.0)).filter { !layout.unlisted.contains($0) }
        try Data(SiteManifest.markerText(listed).utf8).write(to: root.appendingPathComponent(SiteWriter.marker))
    }

    /// The first unlisted file depth first in sorted order: what the message has always named.
    static func sortedFirstStray(_ layout: Layout) -> String? {
        func walk(_ prefix: String) -> String? {
            let names = Set((layout.files + layout.links.map(\.0) + layout.folders).compactMap { path -> String? in
                guard path.hasPrefix(prefix) else { return nil }
                return String(path.dropFirst(prefix.count).split(separator: "/").first!)
            })
            for name in names.sorted() {
                let path = prefix + name
                let isLinkOrFile = layout.files.contains(path) || layout.links.contains { $0.0 == path }
                if !isLinkOrFile { if let found = walk(path + "/") { return found } } else if layout.unlisted.contains(path) { return path }
            }
            return nil
        }
        return walk("")
    }

    @Test(arguments: layouts)
    func theCheckFindsTheFirstStrayInSortedOrder(layout: Layout) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-listing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.make(layout, in: root)
        let (stray, listing) = SiteManifest.inspect(root.path)
        #expect(stray == Self.sortedFirstStray(layout))
        #expect((stray == nil) == layout.unlisted.isEmpty)
        #expect(listing != nil)
    }

    @Test(arguments: layouts)
    func theOldSiteIsRemovedThroughItsListingAfterItMoved(layout: Layout) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-listing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let site = base.appendingPathComponent("site"), moved = base.appendingPathComponent("moved")
        try Self.make(layout, in: site)
        let listing = try #require(SiteListing(site.path))
        try FileManager.default.moveItem(at: site, to: moved)
        #expect(listing.remove(rootPath: moved.path))
        #expect(!FileManager.default.fileExists(atPath: moved.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path).isEmpty)
    }

    @Test func aFileAddedAfterTheListingKeepsTheFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-listing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let site = base.appendingPathComponent("site")
        try Self.make(Self.layouts[0], in: site)
        let listing = try #require(SiteListing(site.path))
        try Data("late\n".utf8).write(to: site.appendingPathComponent("sessions/late.html"))
        #expect(!listing.remove(rootPath: site.path), "the folder holding a file the listing did not see was removed")
        #expect(FileManager.default.contents(atPath: site.appendingPathComponent("sessions/late.html").path) == Data("late\n".utf8))
    }

    static let pathSets: [[String]] = [
        ["sessions/b.html", "index.html", "sessions/a-2.html", "sessions/a.html", "assets/style.css", "notes/x.html"],
        ["a/b", "a-b", "a.b", "a0", "A", "a", "ab", "a/a"],
        ["sessions/caf\u{E9}.html", "sessions/cafe.html", "sessions/cafz.html", "\u{1F600}.html", "index.html"],
        ["Z", "z", "_", "-", ".", "~x", "sessions/~", "sessions/a"],
        [],
    ]

    @Test(arguments: pathSets)
    func theMarkerIsTheSameSortedAsBytes(paths: [String]) {
        #expect(SiteManifest.markerBytes(paths) == Array(SiteManifest.markerText(paths).utf8))
    }

    @Test func aStrayAddedAfterStagingStopsTheSwap() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("home"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let built = BuildAction(options: PipelineOptions(inputs: []), out: "site", sourceDateEpoch: nil,
                                currentDirectory: dir.path, homeDirectory: dir.appendingPathComponent("home").path).perform()
        #expect(built.exitCode != 2, "\(built.stderr)")
        let site = dir.appendingPathComponent("site")
        let staging = try SiteWriter.stage(out: site.path, inputs: [], templates: nil,
                                           currentDirectory: dir.path, homeDirectory: dir.appendingPathComponent("home").path)
        try staging.write("index.html", "new\n")
        let stray = site.appendingPathComponent("sessions/mine.txt")
        try Data("mine\n".utf8).write(to: stray)
        #expect(throws: SiteWriterError.self) { try staging.commit() }
        #expect(FileManager.default.contents(atPath: stray.path) == Data("mine\n".utf8))
        #expect(FileManager.default.contents(atPath: site.appendingPathComponent("index.html").path) != Data("new\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains("adsight-") }.isEmpty)
    }
}
