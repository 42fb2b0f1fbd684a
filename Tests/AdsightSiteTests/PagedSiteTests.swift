@testable import AdsightSite
import Testing

/// A site too large for one page splits its sessions table and its note pages' lists into
/// pages of `ListPaging.pageSize`: every session on exactly one page, in input order, each
/// page linked from every other, the dashboard small whatever the number of sessions.
@Suite struct PagedSiteTests {
    static let site: [String: [UInt8]]? = try? PagedFixture.site()

    static func text(_ path: String) throws -> String {
        String(decoding: try #require(site?[path], "no \(path)"), as: UTF8.self)
    }

    @Test func everySessionIsOnExactlyOnePageInInputOrder() throws {
        let pages = ["index.html", "sessions-2.html", "sessions-3.html"]
        #expect(Self.site?["sessions-4.html"] == nil)
        var order: [Int] = []
        for page in pages {
            let html = try Self.text(page)
            for p in pages where p != page { #expect(html.contains("href=\"\(p)\""), "\(page) does not link \(p)") }
            let rows = html.components(separatedBy: "<tr data-status=").dropFirst()
            #expect(rows.count == (page == "sessions-3.html" ? 10 : 500), "\(page)")
            for row in rows {
                let link = try #require(row.firstMatch(of: #/sessions/[^"]*-(\d+)\.html/#))
                order.append(Int(link.output.1)!)
            }
        }
        #expect(order == Array(0..<PagedFixture.count))
    }

    @Test func theDashboardGroupsAndCountsEverySession() throws {
        let html = try Self.text("index.html")
        #expect(html.contains("<span class=\"big\">1\u{202F}010</span> sessions"))
        #expect(html.contains("<h2 id=\"groups-h\">"))
        #expect(html.contains("<th scope=\"row\">TopRated · iPhone (iPhone3,1)</th><td class=\"num\">505</td>"))
        #expect(html.contains("1–500 of 1\u{202F}010") && html.contains("Next →"))
        // 500 rows of about 640 bytes: far below the 1.5 MB a dashboard may weigh at any size.
        #expect(try #require(Self.site?["index.html"]).count < 500_000)
    }

    /// Counts of a thousand and more are grouped wherever they are text: each note page's
    /// lede, the dashboard's results line and groups table (1,000 copies of one session).
    @Test func largeCountsAreGroupedOnNotePagesAndTheDashboard() throws {
        let site = try PagedFixture.site(count: 1_000, alike: true)
        let ledes = site.filter { $0.key.hasPrefix("notes/") && !$0.key.contains(".passed-") }.values.compactMap { page in
            String(decoding: page, as: UTF8.self).firstMatch(of: #/<p class="lede">Rule .*?</p>/#).map { String($0.output) }
        }
        #expect(ledes.count > 10)
        for lede in ledes {
            #expect(lede.contains(" in 1\u{202F}000") && lede.firstMatch(of: #/\d{4}/#) == nil, "\(lede)")
        }
        let index = String(decoding: try #require(site["index.html"]), as: UTF8.self)
        let results = try #require(index.firstMatch(of: #/<ul class="results">.*?</ul>/#)).output
        #expect(results.contains("<span class=\"n\">1\u{202F}000</span>"), "\(results)")
        // The table of every rule: each rule passed or was not applicable in all 1 000.
        let all = try #require(index.firstMatch(of: #/<h2 id="rules-h".*?</table>/#.dotMatchesNewlines())).output
        #expect(all.contains("<td class=\"num\">1\u{202F}000</td>") && all.firstMatch(of: #/>\d{4}</#) == nil, "\(all)")
        let groups = try #require(index.firstMatch(of: #/<table[^>]*>(?:(?!</table>).)*scope="row".*?</table>/#.dotMatchesNewlines())).output
        #expect(groups.contains("<td class=\"num\">1\u{202F}000</td>") && groups.firstMatch(of: #/>\d{4}</#) == nil, "\(groups)")
    }

    @Test func aNoteListsEveryFailingSessionOnceAcrossItsPages() throws {
        let main = try Self.text("notes/banner-never-empty.html"), second = try Self.text("notes/banner-never-empty.failed-2.html")
        #expect(main.contains("<article class=\"note\">") && !second.contains("<article class=\"note\">"))
        #expect(main.contains("href=\"banner-never-empty.failed-2.html\"") && second.contains("href=\"banner-never-empty.html\""))
        let listed = [main, second].map { $0.components(separatedBy: "#rule-banner-never-empty\"").count - 1 }
        #expect(listed == [500, 5])
        #expect(Self.site?["notes/banner-never-empty.failed-3.html"] == nil)
    }
}
