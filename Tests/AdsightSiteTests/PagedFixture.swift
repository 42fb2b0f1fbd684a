@testable import AdsightSite
import Foundation

/// A site of 1,010 sessions (the fixture's sessions again and again under new ids, every
/// other one the failing iPhone session): three pages of the sessions table (500, 500, 10)
/// and two of `banner-never-empty`'s failing sessions (500, 5). Only the closing files are
/// made (from the sessions' summaries), as a build makes them.
enum PagedFixture {
    static let count = 1_010

    /// `count` sessions; `alike`: every one a copy of the same session (not the failing
    /// iPhone one), so that each note's counts and the one group reach `count`.
    static func summaries(count: Int = count, alike: Bool = false) throws -> [SessionSummary] {
        let input = try SiteFixture.input()
        let renderer = SiteRenderer(templates: try SiteFixture.templates(), notes: input.notes)
        let names = PageNames.sessionNames(ids: input.sessions.map(\.report.id), files: input.sessions.map(\.report.file))
        let base = zip(input.sessions, names).map { renderer.sessionPage($0, page: $1).summary }
        let others = Array(base.dropFirst())
        return (0..<count).map { i in
            let from = alike ? others[0] : i % 2 == 0 ? base[0] : others[(i / 2) % others.count]
            var report = from.report
            report.id += "-\(i)"
            report.file = "recordings/\(i)/" + report.file.split(separator: "/").last!
            report.header?.id = report.id
            let title = report.header?.title
            report.header?.title = title.map { "\($0) #\(i)" }
            return SessionSummary(report: report, page: from.page + "-\(i)", scan: nil)
        }
    }

    /// Every closing file by path.
    static func site(count: Int = count, alike: Bool = false) throws -> [String: [UInt8]] {
        let input = try SiteFixture.input()
        let renderer = SiteRenderer(templates: try SiteFixture.templates(), notes: input.notes, failOn: "warning")
        let files = renderer.closingFiles(try summaries(count: count, alike: alike))
        var site: [String: [UInt8]] = [:]
        for i in 0..<files.count { site[files.path(i)] = files.render(i) }
        return site
    }
}
