@testable import AdsightSite
import AdsightSession
import Foundation
import Testing

/// What the session page's timeline and event log write to stay small, and what they keep:
/// marks name the lines whose rows the log shows (and list their events when it does not),
/// every line number links to its row, and the spans of a row, grouped by class, never
/// overlap (so the groups draw what time order draws).
@Suite struct MarkTooltipTests {
    static func pages() throws -> [(name: String, page: String)] {
        let renderer = SiteRenderer(templates: try SiteFixture.templates(), notes: SiteFixture.notes)
        let sessions = try SiteFixture.sessions().filter { $0.report.valid } + [LongSession.site(events: 4_000, id: "long")]
        let names = PageNames.sessionNames(ids: sessions.map(\.report.id), files: sessions.map(\.report.file))
        return zip(sessions, names).map { ($1, String(decoding: renderer.sessionPage($0, page: $1).bytes, as: UTF8.self)) }
    }

    /// The event marks of a page: the line each links to and its tooltip.
    static func marks(_ page: String) -> [(line: Int, title: String)] {
        let mark = try! Regex(#"<a href=#L([0-9]+)><title>([^<]*)</title><use href=#[em] x=[0-9-]+ /></a>"#)
        return page.matches(of: mark).map { (Int($0.output[1].substring!)!, String($0.output[2].substring!)) }
    }

    @Test func marksOfAShortSessionNameTheRowsTheLogShows() throws {
        var named = 0
        for (name, page) in try Self.pages() where name != "long" {
            let marks = Self.marks(page)
            #expect(marks.count == page.components(separatedBy: "<use href=#").count - 1, "\(name): every mark parsed")
            for (line, title) in marks {
                let listed = try #require(title.split(separator: "\n").first { $0.hasPrefix("line") }, "\(name): \(title)")
                let lines = listed.drop { $0 != " " }.dropFirst().split(separator: ", ").map { Int($0) }
                #expect(lines.first == line, "\(name): the mark links to its first line")
                for l in lines {
                    let l = try #require(l, "\(name): \(listed)")
                    #expect(page.contains("<tr id=L\(l)>") || page.contains("<tr id=L\(l) "), "\(name): line \(l) has no row")
                }
                named += lines.count
            }
        }
        #expect(named > 30)
    }

    @Test func marksOfALongSessionListTheirEvents() throws {
        let page = try #require(try Self.pages().first { $0.name == "long" }?.page)
        let marks = Self.marks(page)
        #expect(marks.count > 100)
        for (line, title) in marks {
            #expect(title.contains(", line \(line): "), "the tooltip lists the events: \(title)")
        }
    }

    @Test func everyLineNumberLinksToItsRow() throws {
        var total = 0
        for (name, page) in try Self.pages() {
            let rows = page.matches(of: try Regex(#"<tr id=L([0-9]+)[ >]"#)).count
            let linked = page.matches(of: try Regex(#"<tr id=L([0-9]+)(?: class="[^"]*")?><td><a href=#L\1>\1</a>"#)).count
            #expect(rows > 0 && linked == rows, "\(name): \(linked) of \(rows) line numbers link to their row")
            total += linked
        }
        #expect(total > 1_000)
    }

    /// Spans of one class never overlap, nor spans of two classes but where a busy span, widened
    /// to a pixel and drawn first, lies under the span starting at that pixel.
    @Test func spansOfARowDoNotOverlap() throws {
        var rows = 0
        for (name, page) in try Self.pages() {
            for row in page.components(separatedBy: "<g class=bars ").dropFirst() {
                let end = try #require(row.range(of: "</g></g>"))
                var spans: [(x: Int, width: Int, busy: Bool)] = []
                for group in row[..<end.lowerBound].components(separatedBy: "<g class=").dropFirst() {
                    let busy = group.hasPrefix("s-busy>")
                    spans += group.matches(of: try Regex(#"<path d=M([0-9-]+),0h([0-9]+)>"#))
                        .map { (Int($0.output[1].substring!)!, Int($0.output[2].substring!)!, busy) }
                }
                #expect(!spans.isEmpty && row.hasPrefix("transform="))
                #expect(spans.first?.busy == true || !spans.contains { $0.busy }, "\(name): busy spans are drawn first")
                spans.sort { ($0.x, $0.busy ? 0 : 1) < ($1.x, $1.busy ? 0 : 1) }
                for (a, b) in zip(spans, spans.dropFirst()) {
                    let under = a.busy && !b.busy && a.width == 1 && a.x == b.x
                    #expect(a.x + a.width <= b.x || under, "\(name): spans at \(a.x) and \(b.x) overlap")
                }
                rows += 1
            }
        }
        #expect(rows > 5)
    }
}
