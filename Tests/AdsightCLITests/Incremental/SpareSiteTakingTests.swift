@testable import AdsightCLI
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// How a build takes the spare (`SpareSite.acquire`, review7a F1, F3, F4, F6, F7): only a
/// spare holding nothing but adsight's files is ever renamed, so a file of the user's in it
/// never carries a name a clean-up removes; a spare of adsight's that cannot be recycled is
/// removed, not pinned; a recycled folder gets a new folder's mode.
extension SpareSiteTests {
    /// The names beside the site that start with a dot.
    func beside(_ site: IncrementalSite) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: site.path)) ?? []).filter { $0.hasPrefix(".") }.sorted()
    }

    /// Every path under the test folder ending in `/name`.
    func find(_ site: IncrementalSite, _ name: String) -> [String] {
        (FileManager.default.enumerator(atPath: site.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix("/" + name) }
    }

    /// A build killed right after it renamed the spare (its staging folder left under the
    /// name of a process that is gone) never costs a file of the user's in the spare: such a
    /// spare is not taken at all, and the next build's clean-up finds nothing of it to remove.
    @Test(arguments: ["MYFILE.txt", "sessions/mine.html"])
    func aBuildKilledWhileTakingTheSpareKeepsTheUsersFile(file: String) throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        site.build("site")
        try site.write(Self.spare + "/" + file, Array("mine".utf8))
        try editSession(site, "Top rated, edited")
        let target = site.path + "/.site.adsight-spare"
        SpareSite.takeHook = { spare, directory, step in
            guard spare == target, step == 1 else { return }
            // Killed: the folder stays under its staging name, of a process that is gone.
            rename(directory, (spare as NSString).deletingLastPathComponent + "/.site.adsight-staging-2147483646-1")
        }
        site.build("site")
        SpareSite.takeHook = nil
        site.build("site")
        #expect(find(site, (file as NSString).lastPathComponent).count == 1, "the user's file was deleted")
        #expect(site.read(Self.spare + "/" + file) == Array("mine".utf8))
        expectEqualToAFullBuild(site)
    }

    /// A file of the user's put into the spare right before the build takes it (after it
    /// was judged), with or without another build's spare taking its name meanwhile: the
    /// spare is put back (or parked under a name no clean-up removes), the build succeeds
    /// as a full build would, and the file is still there after the next build too.
    @Test(arguments: [("MYFILE.txt", false), ("sessions/mine.html", false), ("MYFILE.txt", true), ("sessions/mine.html", true)])
    func aFileAddedWhileTheSpareIsTakenIsNeverDeleted(file: String, nameTaken: Bool) throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        site.build("site")
        try editSession(site, "Top rated, edited")
        let target = site.path + "/.site.adsight-spare"
        SpareSite.takeHook = { spare, directory, step in
            guard spare == target else { return }
            if step == 0 { try? Data("mine".utf8).write(to: URL(fileURLWithPath: spare + "/" + file)) }
            if step == 1, nameTaken {
                // Another build's commit keeps its old site as the spare meanwhile.
                mkdir(spare, 0o755)
                try? Data(SiteWriter.markerText.utf8).write(to: URL(fileURLWithPath: spare + "/" + SiteWriter.marker))
            }
        }
        let rebuilt = site.build("site")
        SpareSite.takeHook = nil
        expectEqualToAFullBuild(site, rebuilt: rebuilt)
        #expect(find(site, (file as NSString).lastPathComponent).count == 1, "the user's file was deleted")
        #expect(beside(site).allSatisfy { !$0.contains("adsight-staging") }, "\(beside(site))")
        site.build("site")
        site.build("site")
        let found = find(site, (file as NSString).lastPathComponent)
        #expect(found.count == 1, "the user's file was deleted")
        #expect(found.allSatisfy { site.read($0) == Array("mine".utf8) })
        expectEqualToAFullBuild(site)
    }

    /// A spare parked by a build that is gone (`.site.adsight-spare-<pid>-<n>`) is removed by
    /// the next build only when it holds nothing but adsight's; one holding a file of the
    /// user's, or parked by a process still running, stays as it is.
    @Test func aParkedSpareIsRemovedOnlyWhenAllOurs() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        site.build("site")
        let ours = ".site.adsight-spare-2147483646-1", mine = ".site.adsight-spare-2147483646-2", alive = ".site.adsight-spare-\(getpid())-9"
        for name in [ours, mine, alive] {
            try FileManager.default.copyItem(atPath: site.path + "/" + Self.spare, toPath: site.path + "/" + name)
        }
        try site.write(mine + "/sessions/MYFILE.txt", Array("mine".utf8))
        let held = site.files(mine)
        try editSession(site, "Top rated, edited")
        expectEqualToAFullBuild(site, rebuilt: site.build("site"))
        #expect(!site.isDirectory(ours), "a parked spare of adsight's stays")
        #expect(site.files(mine) == held, "a parked spare holding a file of the user's was changed")
        #expect(site.isDirectory(alive), "a running build's parked spare was removed")
    }

    /// An empty folder the user made in the spare is not adsight's: the spare is left alone.
    @Test(arguments: ["mydir", "sessions/mydir"])
    func anEmptyFolderInTheSpareIsKept(folder: String) throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        site.build("site")
        try FileManager.default.createDirectory(atPath: site.path + "/" + Self.spare + "/" + folder, withIntermediateDirectories: false)
        let held = site.files(Self.spare)
        try editSession(site, "Top rated, edited")
        expectEqualToAFullBuild(site, rebuilt: site.build("site"))
        expectEqualToAFullBuild(site, rebuilt: site.build("site"))
        #expect(site.isDirectory(Self.spare + "/" + folder), "the user's folder was removed")
        #expect(site.files(Self.spare) == held, "the spare was changed")
    }

    /// A site with a file name that is not plain ASCII (a template asset) keeps no spare (it
    /// could never be recycled); a spare of adsight's holding one is removed, not pinned.
    @Test func aSiteWithANonASCIINameKeepsNoSpare() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        try site.write("templates/café.css", Array("p{}".utf8))
        site.build("site")
        try editSession(site, "Top rated, edited")
        expectEqualToAFullBuild(site, rebuilt: site.build("site"))
        #expect(!site.isDirectory(Self.spare), "a spare was kept that could never be recycled")
        // A spare of adsight's (a copy of the marked site) with that name: removed by a rebuild.
        try FileManager.default.copyItem(atPath: site.path + "/site", toPath: site.path + "/" + Self.spare)
        // Settled: a spare whose listing is read in the tick it was written is left alone.
        SettledTree.wait(site.path + "/" + Self.spare)
        try editSession(site, "Top rated, edited again")
        expectEqualToAFullBuild(site, rebuilt: site.build("site"))
        #expect(!site.isDirectory(Self.spare), "a spare of adsight's that cannot be recycled stays")
        #expect(beside(site).isEmpty, "\(beside(site))")
    }

    /// After the user deleted the site, the spare (the site before it) is stale: the next
    /// build removes it.
    @Test func theSpareOfADeletedSiteIsRemoved() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        site.build("site")
        #expect(site.isDirectory(Self.spare))
        try FileManager.default.removeItem(atPath: site.path + "/site")
        expectEqualToAFullBuild(site, rebuilt: site.build("site"))
        #expect(beside(site).isEmpty, "left beside the site: \(beside(site))")
    }

    /// `--no-spare`: no spare is kept, and one kept before is removed.
    @Test func noSpareKeepsNoneAndRemovesTheKeptOne() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        let command = try BuildCommand.parse(["in", "--no-spare"])
        #expect(command.action.keepsSpare == false)
        #expect(try BuildCommand.parse(["in"]).action.keepsSpare)
        func build() -> ActionResult {
            var action = BuildAction(options: PipelineOptions(inputs: [site.path + "/sessions"], notesDirectory: site.path + "/notes", failOn: .error),
                                     out: site.path + "/site", templatesDirectory: site.path + "/templates", sourceDateEpoch: nil,
                                     currentDirectory: site.path, homeDirectory: site.path + "/home")
            action.keepsSpare = false
            return action.perform()
        }
        site.build("site")
        _ = build()
        #expect(beside(site).isEmpty, "a spare was kept: \(beside(site))")
        site.build("site")
        let spareFolder = try #require(inode(site, Self.spare))
        // Held open, so that its number cannot be handed to the new site's folder once the
        // spare is removed (on another thread, while the new site is staged).
        let heldSpare = open(site.path + "/" + Self.spare, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if heldSpare >= 0 { close(heldSpare) } }
        try editSession(site, "Top rated, edited")
        expectEqualToAFullBuild(site, rebuilt: build())
        #expect(inode(site, "site") != spareFolder, "--no-spare recycled the spare")
        #expect(beside(site).isEmpty, "the kept spare stays: \(beside(site))")
    }

    /// The mode bits (permissions, setgid, sticky) of `relative` in `site` (0 when missing).
    func mode(_ site: IncrementalSite, _ relative: String) -> mode_t {
        var st = stat()
        return lstat(site.path + "/" + relative, &st) == 0 ? st.st_mode & 0o7777 : 0
    }

    /// Rebuilds `site/` `rounds` times, a session edited before each, expecting its root and
    /// `sessions/` to have the modes of `fresh/`, a full build beside it.
    func expectFreshModes(_ site: IncrementalSite, rounds: Int, _ label: String) throws {
        let root = mode(site, "fresh"), sessions = mode(site, "fresh/sessions")
        for round in 0..<rounds {
            try editSession(site, "Top rated, \(label) \(round)")
            site.build("site")
            #expect(mode(site, "site") == root, "\(label) round \(round): the site's mode")
            #expect(mode(site, "site/sessions") == sessions, "\(label) round \(round): sessions/'s mode")
        }
    }

    /// The site's folders have a new folder's mode after every rebuild, whatever mode the
    /// site recycled had (the site of two builds back).
    @Test func aRecycledSiteHasANewFoldersMode() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        site.build("site")
        site.build("fresh")
        chmod(site.path + "/site", 0o700)
        chmod(site.path + "/site/sessions", 0o700)
        try expectFreshModes(site, rounds: 3, "chmod 700")
    }

    /// In a setgid folder (a group shared with a web server), a fresh site's folders inherit
    /// the setgid bit and so do a recycled site's: its mode is what a new folder gets there,
    /// not `0755 & ~umask` (review7c F1).
    @Test func aRecycledSiteInASetgidFolderKeepsTheBit() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        #expect(chmod(site.path, 0o2775) == 0)
        site.build("fresh")
        #expect(mode(site, "fresh") & S_ISGID != 0 && mode(site, "fresh/sessions") & S_ISGID != 0,
                "mkdir in a setgid folder gives the bit")
        site.build("site")
        site.build("site")
        try expectFreshModes(site, rounds: 2, "setgid")
    }

    /// A same-size stale page in the spare (a session's title edited to the same length, the
    /// spare holding its page before), recycled by a rebuild after another session changed:
    /// the stale page is replaced, never kept (its inode is not the current page's; its name
    /// and size are) (review7a F5).
    @Test func aSameSizeStalePageInTheSpareIsReplaced() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        try editSession(site, "Top rated tab, iPHONE")
        site.build("site")
        let page = "sessions/toprated-allows-action.html"
        #expect(site.read(Self.spare + "/" + page).count == site.read("site/" + page).count, "the spare's page has another size")
        #expect(site.read(Self.spare + "/" + page) != site.read("site/" + page))
        let other = String(decoding: site.read("sessions/b-warning.jsonl"), as: UTF8.self)
        let lines = other.split(separator: "\n", omittingEmptySubsequences: false)
        try site.write("sessions/b-warning.jsonl", Array((lines.dropLast(2).joined(separator: "\n") + "\n").utf8))
        let rebuilt = site.build("site")
        expectEqualToAFullBuild(site, rebuilt: rebuilt)
        #expect(String(decoding: site.read("site/" + page), as: UTF8.self).contains("iPHONE"))
    }
}
