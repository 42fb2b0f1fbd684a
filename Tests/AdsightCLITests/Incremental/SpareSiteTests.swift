@testable import AdsightCLI
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// A rebuild keeps the old site beside `--out` as its spare (`.site.adsight-spare`) and the
/// next rebuild recycles it as its staging folder (`SpareSite`): the site it leaves is still
/// byte for byte a full build's, the spare is never deleted or recycled when it holds a
/// file adsight did not write or is not a folder of adsight's, a build failing or killed
/// while recycling leaves the site as it was, and two builds at once stay correct.
@Suite(.serialized) struct SpareSiteTests {
    static let spare = ".site.adsight-spare"

    func inode(_ site: IncrementalSite, _ relative: String) -> UInt64? {
        var st = stat()
        return lstat(site.path + "/" + relative, &st) == 0 ? UInt64(st.st_ino) : nil
    }

    /// A value several threads set (the test hook runs on the build's threads).
    final class Shared<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: T
        init(_ value: T) { self.value = value }
        func with<R>(_ body: (inout T) -> R) -> R { lock.withLock { body(&value) } }
    }

    /// Builds `fresh` (a full build, from nothing) and expects `folder` to hold the same
    /// files, byte for byte, and `rebuilt` (when given) the same outcome.
    @discardableResult
    func expectEqualToAFullBuild(_ site: IncrementalSite, _ folder: String = "site", rebuilt: ActionResult? = nil,
                                 sourceLocation: SourceLocation = #_sourceLocation) -> ActionResult {
        try? FileManager.default.removeItem(atPath: site.path + "/fresh")
        let fresh = site.build("fresh")
        if let rebuilt {
            #expect(rebuilt.exitCode == fresh.exitCode, sourceLocation: sourceLocation)
            #expect(rebuilt.stderr == fresh.stderr, sourceLocation: sourceLocation)
        }
        defer { try? FileManager.default.removeItem(atPath: site.path + "/fresh") }
        let files = site.files(folder)
        #expect(files == site.files("fresh"), sourceLocation: sourceLocation)
        for file in files {
            #expect(site.read(folder + "/" + file) == site.read("fresh/" + file), "\(file) differs from a full build's", sourceLocation: sourceLocation)
        }
        return fresh
    }

    func editSession(_ site: IncrementalSite, _ to: String) throws {
        // Always from the fixture's text: the title is the only difference.
        let text = try String(contentsOfFile: IncrementalSite.fixtures + "/sessions/a-clean.jsonl", encoding: .utf8)
        let edited = text.replacingOccurrences(of: "Top rated tab, iPhone", with: to)
        #expect(edited != text)
        try site.write("sessions/a-clean.jsonl", Array(edited.utf8))
    }

    /// Every rebuild case of `IncrementalBuildTests`, over a site that has a spare: the
    /// rebuild recycles it (the site is now the spare's folder) and equals a full build.
    @Test(arguments: IncrementalBuildTests.changes)
    func aRecyclingRebuildEqualsAFullBuild(change: IncrementalBuildTests.Change) throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        site.build("site")
        let spareFolder = try #require(inode(site, Self.spare), "a rebuild keeps the old site as the spare")
        let before = try site.heldPageInodes("site")
        try change.apply(site)
        let rebuilt = site.build("site", failOn: change.failOn)
        #expect(inode(site, "site") == spareFolder, "the spare was not recycled")
        let fresh = site.build("fresh", failOn: change.failOn)
        #expect(rebuilt.exitCode == fresh.exitCode)
        #expect(rebuilt.stderr == fresh.stderr)
        let files = site.files("site")
        #expect(files == site.files("fresh"))
        for file in files {
            #expect(site.read("site/" + file) == site.read("fresh/" + file), "\(file) differs from a full build's")
        }
        let after = site.pageInodes("site")
        let kept = before.keys.filter { after[$0] != nil }
        let renderedAgain = kept.filter { after[$0] != before[$0] }.count
        #expect(renderedAgain == (change.rendered ?? kept.count), "pages rendered again: \(renderedAgain) of \(kept.count)")
    }

    /// The spare holds the same files as the site (links), and the next rebuild turns that
    /// very folder into the site: an unchanged page keeps its inode throughout.
    @Test func theSpareIsKeptAndRecycled() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        #expect(inode(site, Self.spare) == nil, "a first build has no old site to keep")
        let first = site.pageInodes("site")
        // Same length: the edited page keeps its size (only its inode tells it from the first one).
        try editSession(site, "Top rated tab, iPHONE")
        site.build("site")
        let spareFolder = try #require(inode(site, Self.spare))
        #expect(site.files(Self.spare).contains(".adsight-site"), "the spare is marked")
        let shared = site.pageInodes(Self.spare).filter { site.pageInodes("site")[$0.key] == $0.value }
        #expect(shared.count == first.count - 1, "the spare's pages are the site's but the edited one")
        #expect(shared["toprated-allows-action.html"] == nil)
        let siteFolder = inode(site, "site")
        let edited = site.pageInodes("site")["toprated-allows-action.html"]
        // Nothing changed: the edited page is the current site's (the spare holds the one before).
        site.build("site")
        #expect(inode(site, "site") == spareFolder, "the spare became the site")
        #expect(inode(site, Self.spare) == siteFolder, "the old site became the spare")
        let now = site.pageInodes("site")
        // Every page but the edited session's is still the first build's file (an inode
        // number alone says nothing of the edited one's: a freed number is given out again).
        let unchanged = first.filter { $0.key != "toprated-allows-action.html" }
        #expect(unchanged.count == first.count - 1)
        #expect(unchanged.allSatisfy { now[$0.key] == $0.value })
        #expect(now["toprated-allows-action.html"] == edited)
        expectEqualToAFullBuild(site)
        #expect(site.isDirectory(Self.spare))
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: site.path)).contains { $0.contains("adsight-staging") })
    }

    /// A file of the user's in the spare: the spare is not recycled and nothing in it is deleted.
    @Test(arguments: ["CNAME", "sessions/mine.html", "notes/x/deep.txt"])
    func aFileOfTheUsersInTheSpareIsNeverDeleted(file: String) throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        site.build("site")
        let spareFolder = try #require(inode(site, Self.spare))
        try FileManager.default.createDirectory(atPath: site.path + "/" + Self.spare + "/" + (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try site.write(Self.spare + "/" + file, Array("mine".utf8))
        let spareFiles = site.files(Self.spare)
        try editSession(site, "Top rated, edited")
        let rebuilt = site.build("site")
        #expect(inode(site, Self.spare) == spareFolder, "the spare was taken")
        #expect(site.read(Self.spare + "/" + file) == Array("mine".utf8))
        #expect(site.files(Self.spare) == spareFiles, "the spare was changed")
        expectEqualToAFullBuild(site, rebuilt: rebuilt)
        let again = site.build("site")
        #expect(site.read(Self.spare + "/" + file) == Array("mine".utf8))
        expectEqualToAFullBuild(site, rebuilt: again)
    }

    /// A spare that is a symbolic link (to a copy of a spare), or a folder without the
    /// marker, is left as it is, and the rebuild is right.
    @Test(arguments: ["symlink", "unmarked"])
    func aSpareThatIsNotAFolderOfOursIsLeftAlone(kind: String) throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        site.build("site")
        let spare = site.path + "/" + Self.spare
        if kind == "symlink" {
            try FileManager.default.moveItem(atPath: spare, toPath: site.path + "/elsewhere")
            try FileManager.default.createSymbolicLink(atPath: spare, withDestinationPath: site.path + "/elsewhere")
        } else {
            try FileManager.default.removeItem(atPath: spare + "/.adsight-site")
        }
        let held = kind == "symlink" ? site.files("elsewhere") : site.files(Self.spare)
        let inodes = site.pageInodes(kind == "symlink" ? "elsewhere" : Self.spare)
        try editSession(site, "Top rated, edited")
        expectEqualToAFullBuild(site, rebuilt: site.build("site"))
        if kind == "symlink" {
            var st = stat()
            #expect(lstat(spare, &st) == 0 && st.st_mode & S_IFMT == S_IFLNK, "the link was moved or replaced")
            #expect(site.files("elsewhere") == held)
            #expect(site.pageInodes("elsewhere") == inodes)
        } else {
            #expect(site.files(Self.spare) == held, "an unmarked spare was changed")
            #expect(site.pageInodes(Self.spare) == inodes)
        }
    }

    /// A build that fails while recycling the spare (each step tried: before the first
    /// entry, in the middle, at the commit), or is killed then (its staging folder left
    /// beside `--out`, as a killed process leaves it), leaves the site as it was; the next
    /// build removes what was left and equals a full build.
    @Test(arguments: [(0, false), (5, false), (-1, false), (0, true), (7, true), (-1, true)])
    func aBuildStoppedWhileRecyclingLeavesTheSite(step: Int, killed: Bool) throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        site.build("site")
        try editSession(site, "Top rated, edited")
        let before = site.files("site").map { ($0, site.read("site/" + $0)) }
        let target = site.path + "/site", leftover = site.path + "/.site.adsight-staging-2147483646-1"
        let stopped = Shared(false)
        SiteStaging.recycleHook = { out, directory, at in
            guard out == target, at == step else { return }
            stopped.with { $0 = true }
            // Killed: the folder stays as it is, under a staging name of a process that is gone.
            if killed { rename(directory, leftover) }
            throw CancellationError()
        }
        let during = site.build("site")
        SiteStaging.recycleHook = nil
        #expect(stopped.with { $0 }, "the rebuild did not recycle the spare")
        #expect(during.exitCode == 2, "\(during.stderr)")
        #expect(site.files("site").map { ($0, site.read("site/" + $0)) }.elementsEqual(before, by: ==), "the site changed")
        if killed { #expect(site.files(".site.adsight-staging-2147483646-1").contains(".adsight-site"), "the leftover is marked") }
        site.build("site")
        expectEqualToAFullBuild(site)
        let beside = try FileManager.default.contentsOfDirectory(atPath: site.path).filter { $0.hasPrefix(".") }
        #expect(beside.allSatisfy { $0 == Self.spare }, "left beside the site: \(beside)")
    }

    /// A page of the site edited in place during a recycling rebuild (after its entry was
    /// kept: the spare's entry IS that page) fails the commit like a linked one (review6b
    /// F7): the site is kept, and the next rebuild renders the page and equals a full build.
    @Test func aKeptPageEditedDuringTheRebuildFailsItsCommit() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        site.build("site")
        try editSession(site, "Top rated, edited")
        let target = site.path + "/site"
        let page = try #require(site.files("site").first { $0.hasPrefix("sessions/") && $0 != "sessions/toprated-allows-action.html" })
        let path = target + "/" + page
        SiteStaging.recycleHook = { out, _, at in
            guard out == target, at == -1 else { return }
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            _ = pwrite(fd, " ", 1, 0)
            var later = stat()
            fstat(fd, &later)
            var times = [later.st_atim, timespec(tv_sec: later.st_mtim.tv_sec + 1, tv_nsec: later.st_mtim.tv_nsec)]
            futimens(fd, &times)
            close(fd)
        }
        let during = site.build("site")
        SiteStaging.recycleHook = nil
        #expect(during.exitCode == 2)
        #expect(during.stderr.contains("changed while the site was being built"), "\(during.stderr)")
        site.build("site")
        site.build("site")
        expectEqualToAFullBuild(site)
    }

    /// Two rebuilds at once over a site with a spare: one recycles it, the other stages a
    /// new folder; both succeed, the site equals a full build and only the spare is left beside.
    @Test func twoBuildsAtOnceStayCorrect() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        site.build("site")
        for round in 0..<4 {
            try editSession(site, "Top rated, edited \(round)")
            let results = Shared<[ActionResult]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                let result = site.build("site")
                results.with { $0.append(result) }
            }
            for result in results.with({ $0 }) { expectEqualToAFullBuild(site, rebuilt: result) }
            let beside = try FileManager.default.contentsOfDirectory(atPath: site.path).filter { $0.hasPrefix(".") }
            #expect(beside.allSatisfy { $0 == Self.spare }, "round \(round): left beside the site: \(beside)")
            #expect(SiteManifest.strayFile(in: site.path + "/" + Self.spare) == nil)
        }
    }
}
