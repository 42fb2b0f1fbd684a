import AdsightCLI
import Foundation
import Testing

/// The cache matches inputs at their old positions first and by path otherwise: a rebuild
/// after inputs were reordered, inserted, dropped or given twice equals a full build of the
/// same inputs (cache included) and still links the pages it can.
@Suite(.serialized) struct IncrementalOrderTests {
    static let sessions = ["a-clean", "b-warning", "c-error", "magazine-ipad", "table-app-iphone", "weird-id"]

    /// Input lists before and after, as names of fixture sessions.
    static let orders: [(String, [String], [String])] = [
        ("same order", sessions, sessions),
        ("reversed", sessions, sessions.reversed()),
        ("one inserted first", Array(sessions.dropFirst()), sessions),
        ("one dropped", sessions, Array(sessions.dropFirst(2))),
        ("an input given twice", sessions, sessions + ["b-warning"]),
        ("given twice, then once", ["c-error"] + sessions, sessions),
    ]

    @Test(arguments: orders.indices)
    func rebuildEqualsAFullBuild(order: Int) throws {
        let (label, first, second) = Self.orders[order]
        let site = try IncrementalSite()
        defer { site.remove() }
        let inputs = { (names: [String]) in names.map { site.path + "/sessions/" + $0 + ".jsonl" } }
        site.build("site", inputs: inputs(first))
        let before = site.pageInodes("site")
        let rebuilt = site.build("site", inputs: inputs(second))
        let fresh = site.build("fresh", inputs: inputs(second))
        #expect(rebuilt.exitCode == fresh.exitCode, "\(label)")
        #expect(rebuilt.stderr == fresh.stderr, "\(label)")
        let files = site.files("site")
        #expect(files == site.files("fresh"), "\(label)")
        for file in files {
            #expect(site.read("site/" + file) == site.read("fresh/" + file), "\(label): \(file) differs from a full build's")
        }
        let after = site.pageInodes("site")
        let linked = before.keys.filter { after[$0] != nil && after[$0] == before[$0] }.count
        #expect(linked > 0, "\(label): no page was reused")
    }
}
