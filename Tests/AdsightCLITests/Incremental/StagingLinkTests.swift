@testable import AdsightCLI
import Foundation
import Testing

/// Old pages linked into the staging folder a run at a time (`SiteStaging.linkAll`) obey
/// the same rules as one at a time: only accepted regular files stay, a refused one leaves
/// its path free, a path colliding with one written before is refused, unsafe names are
/// refused as for `write`.
@Suite(.serialized) struct StagingLinkTests {
    final class Folders {
        let base: URL
        let old: URL
        let staging: SiteStaging
        let oldFD: Int32
        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-link-\(UUID().uuidString)")
            old = base.appendingPathComponent("old")
            try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
            staging = try SiteWriter.stage(out: base.appendingPathComponent("site").path, inputs: [], templates: nil,
                                           currentDirectory: base.path, homeDirectory: base.appendingPathComponent("home").path)
            oldFD = open(old.path, O_RDONLY | O_DIRECTORY)
        }
        func file(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: old.appendingPathComponent(name)) }
        func staged(_ path: String) -> String? {
            FileManager.default.contents(atPath: staging.directory + "/" + path).map { String(decoding: $0, as: UTF8.self) }
        }
        deinit {
            close(oldFD)
            staging.abort()
            try? FileManager.default.removeItem(at: base)
        }
    }

    @Test func acceptedFilesAreLinkedRefusedOnesLeaveTheirPathFree() throws {
        let f = try Folders()
        try f.file("a.html", "A"); try f.file("b-2.html", "BB"); try f.file("c_3.html", "CCC")
        try FileManager.default.createSymbolicLink(atPath: f.old.appendingPathComponent("link.html").path, withDestinationPath: "a.html")
        let names = ["a.html", "b-2.html", "c_3.html", "missing.html", "link.html"]
        let linked = try f.staging.linkAll(names, from: f.oldFD, into: "sessions") { k, st in k != 1 && st.st_size > 0 }
        #expect(linked == [true, false, true, false, false])
        #expect(f.staged("sessions/a.html") == "A" && f.staged("sessions/c_3.html") == "CCC")
        #expect(f.staged("sessions/b-2.html") == nil && f.staged("sessions/link.html") == nil)
        // Paths not linked are free to be written; linked ones are taken.
        try f.staging.write("sessions/b-2.html", "new")
        try f.staging.write("sessions/missing.html", "new")
        #expect(throws: SiteWriterError.self) { try f.staging.write("sessions/A.html", "clash") }
        #expect(f.staging.writtenPaths == ["sessions/a.html", "sessions/b-2.html", "sessions/c_3.html", "sessions/missing.html"])
    }

    /// Links made unchecked are checked afterwards by the same rule: a refused one is
    /// removed and its path freed, an accepted one stays.
    @Test func uncheckedLinksAreCheckedAfterwards() throws {
        let f = try Folders()
        try f.file("a.html", "A"); try f.file("b.html", "BB")
        try FileManager.default.createSymbolicLink(atPath: f.old.appendingPathComponent("link.html").path, withDestinationPath: "a.html")
        let names = ["a.html", "b.html", "link.html", "missing.html"]
        let linked = try f.staging.linkAll(names, from: f.oldFD, into: "sessions", checked: false) { _, _ in false }
        #expect(linked == [true, true, true, false])
        let kept = try f.staging.keepLinked(names, in: "sessions", linked: linked) { k, _ in k == 0 }
        #expect(kept == [true, false, false, false])
        #expect(f.staged("sessions/a.html") == "A" && f.staged("sessions/b.html") == nil)
        #expect(FileManager.default.fileExists(atPath: f.staging.directory + "/sessions/link.html") == false)
        try f.staging.write("sessions/b.html", "new")
        #expect(f.staging.writtenPaths == ["sessions/a.html", "sessions/b.html"])
    }

    /// A link that is not kept is removed and its path written afresh; a path the build
    /// did not place is never removed.
    @Test func aPlacedLinkCanBeRemovedAndItsPathWritten() throws {
        let f = try Folders()
        try f.file("a.html", "A")
        #expect(try f.staging.linkAll(["a.html"], from: f.oldFD, into: "sessions") { _, _ in true } == [true])
        try f.staging.remove("sessions/a.html")
        #expect(f.staged("sessions/a.html") == nil)
        try f.staging.write("sessions/a.html", "new")
        #expect(f.staged("sessions/a.html") == "new")
        // The old site's file is untouched.
        #expect(FileManager.default.contents(atPath: f.old.appendingPathComponent("a.html").path) == Data("A".utf8))
        try Data("user".utf8).write(to: URL(fileURLWithPath: f.staging.directory + "/sessions/b.html"))
        #expect(throws: SiteWriterError.self) { try f.staging.remove("sessions/b.html") }
        #expect(f.staged("sessions/b.html") == "user")
        #expect(throws: SiteWriterError.self) { try f.staging.remove("sessions/A.html") }
    }

    /// The marker lists exactly what was written, sorted: a path given up (a link removed,
    /// a write refused) is not listed, one written again after is.
    @Test(arguments: [[], ["c.html"], ["c.html", "sessions/B.html"], ["sessions/b.html"]])
    func theMarkerListsWhatWasWritten(givenUp: [String]) throws {
        let f = try Folders()
        try f.staging.write("a.html", "a")
        try f.staging.write("sessions/b.html", "b")
        try f.staging.write("c.html", "c")
        try f.file("b.html", "B")
        for path in givenUp where path != "sessions/B.html" { try f.staging.remove(path) }
        if givenUp.contains("sessions/B.html") {
            #expect(throws: SiteWriterError.self) { try f.staging.write("sessions/B.html", "B") }
        }
        if givenUp.contains("sessions/b.html") {
            #expect(try f.staging.link("sessions/b.html", from: f.oldFD, name: "b.html") { _ in true })
        }
        try f.staging.commit()
        let marker = FileManager.default.contents(atPath: f.base.appendingPathComponent("site/.adsight-site").path).map { String(decoding: $0, as: UTF8.self) }
        let listed = ["a.html", "c.html", "sessions/b.html"].filter { $0 == "sessions/b.html" || !givenUp.contains($0) }
        #expect(marker == SiteManifest.markerText(listed))
    }

    @Test func aRunCollidingWithAWrittenPathIsRefusedWhole() throws {
        let f = try Folders()
        try f.file("a.html", "A"); try f.file("b.html", "B")
        try f.staging.write("sessions/B.html", "written")
        #expect(throws: SiteWriterError.self) { _ = try f.staging.linkAll(["a.html", "b.html"], from: f.oldFD, into: "sessions") { _, _ in true } }
        #expect(f.staged("sessions/a.html") == nil)
        #expect(f.staging.writtenPaths == ["sessions/B.html"])
    }

    @Test(arguments: ["..", ".", "a/b.html", "a\u{1}.html", "a\\b.html", ""])
    func unsafeNamesAreRefused(name: String) throws {
        let f = try Folders()
        #expect(throws: SiteWriterError.self) { _ = try f.staging.linkAll([name], from: f.oldFD, into: "sessions") { _, _ in true } }
        #expect(f.staging.writtenPaths.isEmpty)
    }

    @Test(arguments: ["sessions/a-2.html", "SESSIONS/A.html", "Caf\u{C9}/x", "notes/\u{130}.html", "ß", "x_y.z", ".adsight-site", "..", "é"])
    func theFoldKeyAndPlainNamesAgreeWithTheGeneralRules(path: String) {
        #expect(StagingPath.foldKey(path) == path.lowercased())
        if StagingPath.isPlainName(path) { #expect((try? StagingPath.components("sessions/" + path)) != nil) }
    }
}
