import AdsightCLI
import Foundation
import Testing

/// The staging API: writes stay inside the staging folder, commit swaps atomically,
/// abort removes only what staging made, `--out` refusals.
struct SiteStagingTests {
    func stage(_ scratch: Scratch, out: String = "site", inputs: [String] = [], templates: String? = nil, notes: String? = nil) throws -> SiteStaging {
        try SiteWriter.stage(out: out, inputs: inputs, templates: templates, notes: notes,
                             currentDirectory: scratch.path, homeDirectory: scratch.home)
    }

    @Test func commitCreatesTheSiteWithMarkerAndNothingBesideIt() throws {
        let scratch = try Scratch(); defer { scratch.remove() }
        let staging = try stage(scratch)
        #expect(staging.directory.hasPrefix(scratch.path + "/.site.adsight-staging-"))
        try staging.write("index.html", "<p>one</p>")
        try staging.write("sessions/a.html", "a")
        #expect(!scratch.exists("site"), "nothing appears at --out before commit")
        try staging.commit()
        #expect(scratch.read("site/index.html") == "<p>one</p>")
        #expect(scratch.tree("site") == [".adsight-site", "index.html", "sessions", "sessions/a.html"])
        #expect(scratch.list() == ["home", "site"])
    }

    @Test func commitReplacesAMarkedSiteWhole() throws {
        let scratch = try Scratch(); defer { scratch.remove() }
        let first = try stage(scratch)
        try first.write("old.html", "old")
        try first.commit()
        let second = try stage(scratch)
        try second.write("new.html", "new")
        #expect(scratch.read("site/old.html") == "old", "the old site stays until commit")
        try second.commit()
        #expect(scratch.tree("site") == [".adsight-site", "new.html"])
        #expect(scratch.list() == ["home", "site"])
    }

    @Test func abortLeavesTheOldSiteAndRemovesOnlyWhatItMade() throws {
        let scratch = try Scratch(); defer { scratch.remove() }
        let first = try stage(scratch)
        try first.write("index.html", "kept")
        try first.commit()
        let second = try stage(scratch, out: "site")
        try second.write("index.html", "half")
        second.abort()
        #expect(scratch.read("site/index.html") == "kept")
        #expect(scratch.list() == ["home", "site"])
        let deep = try stage(scratch, out: "a/b/site")
        deep.abort()
        #expect(scratch.list() == ["home", "site"], "parent folders staging created are removed too")
    }

    static let hostilePaths = [
        "", "/etc/passwd", "../escape.html", "sessions/../../escape.html", "a/./b.html", "a//b.html", "a/",
        "nul\u{0}.html", "bell\u{7}.html", "new\nline.html", "back\\slash.html", ".adsight-site", "..", ".",
        String(repeating: "x", count: 300) + ".html",
    ]

    @Test(arguments: hostilePaths)
    func refusesPathsThatLeaveTheStagingFolder(path: String) throws {
        let scratch = try Scratch(); defer { scratch.remove() }
        let staging = try stage(scratch, out: "deep/site")
        defer { staging.abort() }
        #expect(throws: SiteWriterError.self) { try staging.write(path, "x") }
        #expect(!scratch.exists("escape.html") && !scratch.exists("deep/escape.html"))
        #expect(staging.writtenPaths.isEmpty)
    }

    @Test func refusesToWriteThroughASymbolicLinkPlantedInTheStagingFolder() throws {
        let scratch = try Scratch(); defer { scratch.remove() }
        let staging = try stage(scratch)
        defer { staging.abort() }
        try FileManager.default.createDirectory(atPath: scratch.path + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: staging.directory + "/sessions", withDestinationPath: scratch.path + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: staging.directory + "/index.html", withDestinationPath: scratch.path + "/elsewhere/victim")
        #expect(throws: SiteWriterError.self) { try staging.write("sessions/a.html", "x") }
        #expect(throws: SiteWriterError.self) { try staging.write("index.html", "x") }
        #expect(scratch.list("elsewhere").isEmpty)
        staging.abort()
        #expect(scratch.list("elsewhere").isEmpty && scratch.exists("elsewhere"), "abort does not follow links either")
    }

    @Test func refusesPathsThatCollideIgnoringCase() throws {
        let scratch = try Scratch(); defer { scratch.remove() }
        let staging = try stage(scratch)
        defer { staging.abort() }
        try staging.write("sessions/Ab.html", "1")
        #expect(throws: SiteWriterError.self) { try staging.write("sessions/aB.html", "2") }
        #expect(throws: SiteWriterError.self) { try staging.write("sessions/Ab.html", "3") }
        #expect(FileManager.default.contents(atPath: staging.directory + "/sessions/Ab.html") == Data("1".utf8))
    }

    @Test func concurrentWritesAllLand() async throws {
        let scratch = try Scratch(); defer { scratch.remove() }
        let staging = try stage(scratch)
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<200 { group.addTask { try? staging.write("sessions/s\(i).html", "\(i)") } }
        }
        try staging.commit()
        #expect(scratch.list("site/sessions").count == 200)
    }

    @Test func cleansUpLeftoversOfDeadBuildsOnly() throws {
        let scratch = try Scratch(); defer { scratch.remove() }
        // A dead build (pid far above pid_max) with the marker, one without it, one of another site.
        for (name, marked) in [(".site.adsight-staging-99999999-1", true), (".site.adsight-staging-99999998-1", false),
                               (".other.adsight-staging-99999999-1", true), (".site.adsight-old-99999997", true)] {
            try scratch.file(name + "/index.html", "half")
            if marked { try scratch.file(name + "/.adsight-site", "") }
        }
        let staging = try stage(scratch)
        try staging.commit()
        #expect(scratch.list() == [".other.adsight-staging-99999999-1", ".site.adsight-staging-99999998-1", "home", "site"])
    }
}
