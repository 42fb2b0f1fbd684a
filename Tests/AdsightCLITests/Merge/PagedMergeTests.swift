import AdsightSite
@testable import AdsightCLI
import Foundation
import Testing

/// Shards of more sessions than a page of the dashboard's table holds merge into the very
/// site one build writes: the paged dashboard (`sessions-K.html`) and the note pages'
/// further pages included, the rows put in input order across the parts.
@Suite struct PagedMergeTests {
    @Test func pagedShardsMergedEqualOneBuild() throws {
        let s = try MergeScratch()
        defer { s.remove() }
        let count = 2 * ListPaging.pageSize + 37
        let made = SimulateAction(scenario: "table-iphone", seed: 5, count: count, out: s.absolute("in")).perform()
        #expect(made.exitCode == 0, "\(made.stderr)")
        let whole = s.build("whole", inputs: [s.absolute("in")])
        let tree = s.tree("whole")
        #expect(tree["sessions-3.html"] != nil && tree["sessions-4.html"] == nil, "\(whole.stderr)")
        for i in 1...3 { s.build("shard\(i)", inputs: [s.absolute("in")], shard: Shard(index: i, count: 3)) }
        let merged = s.merge(["shard2", "shard3", "shard1"], out: "merged")
        #expect(merged.exitCode == whole.exitCode, "\(merged.stderr)")
        #expect(s.differences("whole", "merged") == [])
    }
}
