@testable import AdsightCLI
import Foundation
import Testing

/// The commit reads `--out` on another thread while the new site is flushed; what it read
/// may be trusted only while `--out` is unchanged. Any change a user can make in that time
/// (review4c F1: a folder of their own moved in, a link put there, a file added, renamed or
/// removed anywhere in the old site, the marker rewritten) makes `stillHolds` false, so the
/// commit reads `--out` again and refuses as it always did.
@Suite(.serialized) struct OldTargetTests {
    static let changes: [(String, @Sendable (String) throws -> Void)] = [
        ("a file added at the top", { try Data("x".utf8).write(to: URL(fileURLWithPath: $0 + "/CNAME")) }),
        ("a file added deep", { try Data("x".utf8).write(to: URL(fileURLWithPath: $0 + "/sessions/mine.txt")) }),
        ("a page removed", { try FileManager.default.removeItem(atPath: $0 + "/sessions/a.html") }),
        ("a page renamed", { try FileManager.default.moveItem(atPath: $0 + "/sessions/a.html", toPath: $0 + "/sessions/z.html") }),
        ("a folder added", { try FileManager.default.createDirectory(atPath: $0 + "/notes/more", withIntermediateDirectories: false) }),
        ("the marker rewritten in place", { path in
            let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path + "/" + SiteWriter.marker))
            try h.seekToEnd(); try h.write(contentsOf: Data("CNAME\n".utf8)); try h.close()
        }),
        ("the user's own folder moved in", { path in
            try FileManager.default.moveItem(atPath: path, toPath: path + ".bak")
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }),
        ("a link put there", { path in
            try FileManager.default.moveItem(atPath: path, toPath: path + ".bak")
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path + ".bak")
        }),
        ("the folder removed", { path in try FileManager.default.moveItem(atPath: path, toPath: path + ".bak") }),
    ]

    /// Where the sites are made: the temporary folder, and a tmpfs when there is one (it
    /// stamps changes with the kernel's coarse clock, so a change made in the tick the
    /// listing was read in leaves every time as read).
    static let places: [String] = [FileManager.default.temporaryDirectory.path] + (isTmpfs("/dev/shm") ? ["/dev/shm"] : [])

    /// Whether `path` is a writable tmpfs mount point (from `/proc/mounts`).
    static func isTmpfs(_ path: String) -> Bool {
        guard let mounts = try? String(contentsOfFile: "/proc/mounts", encoding: .utf8) else { return false }
        return mounts.split(separator: "\n").contains { $0.split(separator: " ").prefix(3).dropFirst().elementsEqual([Substring(path), "tmpfs"]) }
            && access(path, W_OK) == 0
    }

    static func site(in place: String = FileManager.default.temporaryDirectory.path) throws -> String {
        let root = URL(fileURLWithPath: place).appendingPathComponent("adsight-oldtarget-\(UUID().uuidString)")
        try SiteListingTests.make(.init(name: "site", files: ["index.html", "sessions/a.html", "sessions/b.html", "notes/n.html"]), in: root)
        return root.path
    }

    @Test(arguments: places)
    func anUnchangedSiteStillHolds(place: String) throws {
        let path = try Self.site(in: place)
        defer { try? FileManager.default.removeItem(atPath: path) }
        SettledTree.wait(path)
        let old = OldTarget(path)
        #expect(old.isOurs && old.stray == nil)
        #expect(old.stillHolds(path))
        // Pages rewritten in place (same names) are no concern of the check.
        try Data("new".utf8).write(to: URL(fileURLWithPath: path + "/sessions/a.html"))
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path + "/index.html"))
        try h.write(contentsOf: Data("y".utf8)); try h.close()
        #expect(old.stillHolds(path))
    }

    /// Each change made long after the listing, and right after it (in the same tick of the
    /// file system's clock, as far as a test can: 20 times, no wait).
    @Test(arguments: places, 0..<changes.count)
    func anyChangeMeansReadAgain(place: String, change: Int) throws {
        for round in 0..<21 {
            let path = try Self.site(in: place)
            defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: path + ".bak") }
            if round == 0 { SettledTree.wait(path) }
            let old = OldTarget(path)
            if round == 0 { try #require(old.stillHolds(path)) }
            try Self.changes[change].1(path)
            #expect(!old.stillHolds(path), "\(Self.changes[change].0), round \(round)")
        }
    }

    /// A listing read in the tick of the site's last change is never taken as unchanged:
    /// the commit reads `--out` again (a site made just now, read at once).
    @Test(arguments: places)
    func aListingReadInTheTickOfAChangeIsReadAgain(place: String) throws {
        let path = try Self.site(in: place)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let old = OldTarget(path)
        let fresh = old.listing.map { !$0.racyFolders.isEmpty } ?? false || old.markerIsRacy
        #expect(old.stillHolds(path) == !fresh)
        SettledTree.wait(path)
        #expect(OldTarget(path).stillHolds(path))
    }

    @Test func aMissingTargetHoldsUntilSomethingAppears() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-oldtarget-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let old = OldTarget(path)
        #expect(old.stillHolds(path))
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(!old.stillHolds(path))
    }
}
