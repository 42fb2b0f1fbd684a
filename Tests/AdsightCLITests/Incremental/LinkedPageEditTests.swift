@testable import AdsightCLI
import Foundation
import Testing

/// A reused page is a hard link to the old site's page (one inode): an edit of the old page
/// after its link would land in the new site, older than the new cache, and every later
/// rebuild would keep it (review6b F7). The commit checks every link's time after the site
/// is written and fails, the old site kept, when one moved past the old cache's time.
@Suite struct LinkedPageEditTests {
    /// A site with two pages, the time up to which they are known unchanged, and a staging
    /// over it that links both and requires them unmodified since then.
    func stagedWithLinks(_ s: Scratch) throws -> (SiteStaging, Int64, Int32) {
        let first = try SiteWriter.stage(out: "site", inputs: [], templates: nil, currentDirectory: s.path, homeDirectory: s.home)
        try first.write("index.html", "old")
        try first.write("sessions/a.html", "page a")
        try first.write("sessions/b.html", "page b")
        try first.commit()
        var st = stat()
        #expect(lstat(s.path + "/site/sessions/b.html", &st) == 0)
        let known = InputStat.nanoseconds(st.st_mtim)
        let staging = try SiteWriter.stage(out: "site", inputs: [], templates: nil, currentDirectory: s.path, homeDirectory: s.home)
        staging.requireLinksUnmodified(since: known)
        let sessions = open(s.path + "/site/sessions", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #expect(try staging.link("sessions/a.html", from: sessions, name: "a.html") { _ in true })
        #expect(try staging.link("sessions/b.html", from: sessions, name: "b.html") { _ in true })
        try staging.write("index.html", "new")
        return (staging, known, sessions)
    }

    /// Rewrites the old page in place (same size) and dates it one second after `known`.
    func editInPlace(_ path: String, after known: Int64) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        _ = "PAGE B".withCString { write(fd, $0, 6) }
        let later = known + 1_000_000_000
        var times = [timespec(tv_sec: Int(later / 1_000_000_000), tv_nsec: Int(later % 1_000_000_000)),
                     timespec(tv_sec: Int(later / 1_000_000_000), tv_nsec: Int(later % 1_000_000_000))]
        _ = futimens(fd, &times)
        close(fd)
    }

    @Test func anOldPageEditedAfterItsLinkFailsTheCommitAndTheOldSiteIsKept() throws {
        let s = try Scratch(); defer { s.remove() }
        let (staging, known, sessions) = try stagedWithLinks(s)
        defer { close(sessions) }
        editInPlace(s.path + "/site/sessions/b.html", after: known)
        let error = #expect(throws: SiteWriterError.self) { try staging.commit() }
        #expect(error?.message.contains("sessions/b.html") == true)
        #expect(s.read("site/index.html") == "old")
        #expect(s.list() == ["home", "site"])
    }

    @Test func aLinkGivenUpForARenderedPageIsNotChecked() throws {
        let s = try Scratch(); defer { s.remove() }
        let (staging, known, sessions) = try stagedWithLinks(s)
        defer { close(sessions) }
        try staging.remove("sessions/b.html")
        try staging.write("sessions/b.html", "page B")
        editInPlace(s.path + "/site/sessions/b.html", after: known)
        try staging.commit()
        #expect(s.read("site/sessions/b.html") == "page B")
        #expect(s.read("site/sessions/a.html") == "page a")
        #expect(s.read("site/index.html") == "new")
    }
}
