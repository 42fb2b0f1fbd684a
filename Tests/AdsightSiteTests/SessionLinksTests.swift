@testable import AdsightSite
import AdsightRules
import Testing

/// A session page links each rule it lists to its note page with the note's title, read from
/// a table in the notes' order when the result is at its note's place (`PageContext.sessionLink`)
/// and looked up otherwise: the page is the same whatever order the notes come in.
@Suite struct SessionLinksTests {
    /// A note per catalogued rule, titled after its id (the fixture lists only three).
    static let notes: [SiteNote] = SiteFixture.catalogue.map { id, severity in
        SiteNote(id: id, title: "Title of \(id)", severity: severity, html: "<p>\(id)</p>\n", checkSource: "", file: "notes/\(id).md")
    }

    static func pages(_ notes: [SiteNote]) throws -> [[UInt8]] {
        let renderer = SiteRenderer(templates: try SiteFixture.templates(), notes: notes)
        let sessions = try SiteFixture.sessions()
        let names = PageNames.sessionNames(ids: sessions.map(\.report.id), files: sessions.map(\.report.file))
        return zip(sessions, names).map { renderer.sessionPage($0, page: $1).bytes }
    }

    @Test func pagesDoNotDependOnTheNotesOrder() throws {
        let inOrder = try Self.pages(Self.notes)
        #expect(try Self.pages(Self.notes.reversed()) == inOrder)
        #expect(try Self.pages(Array(Self.notes.dropFirst(5)) + Self.notes.prefix(5)) == inOrder)
        // Of two notes with one id the first is linked with its title, wherever either is listed.
        let other = SiteNote(id: "ad-main-thread", title: "Another title", severity: .error, html: "", checkSource: "")
        #expect(try Self.pages(Self.notes + [other]) == inOrder)
        var retitled = Self.notes
        retitled[retitled.firstIndex { $0.id == other.id }!].title = other.title
        let retitledPages = try Self.pages(retitled)
        #expect(retitledPages != inOrder)
        #expect(try Self.pages([other] + Self.notes) == retitledPages)
        var before = Self.notes
        before.insert(other, at: 7)   // just before the note of that id, at its place in the results
        #expect(try Self.pages(before) == retitledPages)
        // The first note of an id wins even where a later one sits at that rule's place.
        let dropped = Array(Self.notes.dropFirst())
        var droppedRetitled = dropped
        droppedRetitled[droppedRetitled.firstIndex { $0.id == other.id }!].title = other.title
        #expect(try Self.pages([other] + dropped) == Self.pages(droppedRetitled))
    }

    @Test func listedRulesLinkToTheirNotesWithTheirTitles() throws {
        let pages = try Self.pages(Self.notes).map { String(decoding: $0, as: UTF8.self) }
        var links = 0
        for (page, site) in zip(pages, try SiteFixture.sessions()) {
            for result in site.report.results where result.status != .fail {
                let expected = "<a href=\"../notes/\(result.rule).html\">\(result.rule)</a> <span class=\"sub\">Title of \(result.rule)</span>"
                #expect(page.contains(expected), "\(site.report.id): \(result.rule)")
                links += 1
            }
        }
        #expect(links > 10)
    }
}
