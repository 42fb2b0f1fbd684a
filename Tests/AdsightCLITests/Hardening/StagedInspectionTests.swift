import AdsightCLI
import Foundation
import Testing

/// `--out` is read once when the build is staged (kind, marker, every file) and that read
/// is trusted at the commit only while nothing changed: anything done to `--out` during the
/// build (a file added deep inside, the site moved away and a folder of the user's put in
/// its place, a link, another marker) is seen at the commit, which then refuses as before.
@Suite struct StagedInspectionTests {
    /// A marked site of two files at `site`, and a staging that will replace it.
    func stagedOverASite(_ s: Scratch) throws -> SiteStaging {
        let first = try SiteWriter.stage(out: "site", inputs: [], templates: nil, currentDirectory: s.path, homeDirectory: s.home)
        try first.write("index.html", "old")
        try first.write("sessions/a.html", "a")
        try first.commit()
        let staging = try SiteWriter.stage(out: "site", inputs: [], templates: nil, currentDirectory: s.path, homeDirectory: s.home)
        try staging.write("index.html", "new")
        return staging
    }

    @Test func anUnchangedSiteIsReplaced() throws {
        let s = try Scratch(); defer { s.remove() }
        let staging = try stagedOverASite(s)
        try staging.commit()
        #expect(s.read("site/index.html") == "new")
        #expect(s.tree("site") == [".adsight-site", "index.html"])
        #expect(s.list() == ["home", "site"])
    }

    @Test func aFileAddedInsideDuringTheBuildIsRefusedAndKept() throws {
        let s = try Scratch(); defer { s.remove() }
        let staging = try stagedOverASite(s)
        try s.file("site/sessions/mine.txt", "mine")
        let error = #expect(throws: SiteWriterError.self) { try staging.commit() }
        #expect(error?.kind == .refused)
        #expect(error?.message.contains("sessions/mine.txt") == true)
        #expect(s.read("site/sessions/mine.txt") == "mine" && s.read("site/index.html") == "old")
        #expect(s.list() == ["home", "site"])
    }

    @Test func aFolderOfTheUsersMovedInDuringTheBuildIsRefusedAndTheSiteKept() throws {
        let s = try Scratch(); defer { s.remove() }
        let staging = try stagedOverASite(s)
        try FileManager.default.moveItem(atPath: s.path + "/site", toPath: s.path + "/site.bak")
        try s.file("site/important.txt", "my own data")
        let error = #expect(throws: SiteWriterError.self) { try staging.commit() }
        #expect(error?.kind == .refused)
        #expect(s.read("site/important.txt") == "my own data")
        #expect(s.tree("site.bak") == [".adsight-site", "index.html", "sessions", "sessions/a.html"])
    }

    @Test func aLinkPutInPlaceDuringTheBuildIsRefused() throws {
        let s = try Scratch(); defer { s.remove() }
        let staging = try stagedOverASite(s)
        try FileManager.default.moveItem(atPath: s.path + "/site", toPath: s.path + "/site.bak")
        try FileManager.default.createSymbolicLink(atPath: s.path + "/site", withDestinationPath: "site.bak")
        let error = #expect(throws: SiteWriterError.self) { try staging.commit() }
        #expect(error?.kind == .refused)
        #expect(s.tree("site.bak") == [".adsight-site", "index.html", "sessions", "sessions/a.html"])
    }

    @Test func aMarkerRewrittenDuringTheBuildIsReadAgain() throws {
        let s = try Scratch(); defer { s.remove() }
        let staging = try stagedOverASite(s)
        // The marker now lists only index.html: sessions/a.html becomes a file adsight did not write.
        let marker = try #require(s.read("site/.adsight-site")).split(separator: "\n").prefix(1).joined() + "\nindex.html\n"
        try FileManager.default.removeItem(atPath: s.path + "/site/.adsight-site")
        try s.file("site/.adsight-site", marker)
        let error = #expect(throws: SiteWriterError.self) { try staging.commit() }
        #expect(error?.message.contains("sessions/a.html") == true)
        #expect(s.read("site/sessions/a.html") == "a")
    }

    /// The marker rewritten in place (same inode, no folder entry changed: only the marker's
    /// own size and time tell, review6b F5) is read again too.
    @Test func aMarkerRewrittenInPlaceDuringTheBuildIsReadAgain() throws {
        let s = try Scratch(); defer { s.remove() }
        let staging = try stagedOverASite(s)
        let marker = try #require(s.read("site/.adsight-site")).split(separator: "\n").prefix(1).joined() + "\nindex.html\n"
        let handle = try #require(FileHandle(forWritingAtPath: s.path + "/site/.adsight-site"))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(marker.utf8))
        try handle.close()
        let error = #expect(throws: SiteWriterError.self) { try staging.commit() }
        #expect(error?.message.contains("sessions/a.html") == true)
        #expect(s.read("site/sessions/a.html") == "a" && s.read("site/index.html") == "old")
    }
}
