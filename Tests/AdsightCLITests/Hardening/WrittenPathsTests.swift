@testable import AdsightCLI
import Foundation
import Testing

/// The spooled table of placed paths (`WrittenPaths`) answers as the plain form it replaced,
/// a dictionary from fold key to path, through the same seeded operations: places, lookups
/// (same path, another case, never placed), removals, places again after a removal, and
/// links marked and cleared, room made for more paths now and then (`reserve`); the paths
/// read back and their order too.
@Suite struct WrittenPathsTests {
    static let cases: [(operations: Int, names: Int, seed: UInt64)] = [
        (10, 4, 1), (200, 20, 2), (5000, 300, 3), (6000, 2000, 4), (8000, 10000, 5),
    ]

    @Test(arguments: cases)
    func itAnswersAsTheDictionary(operations: Int, names: Int, seed: UInt64) throws {
        let temp = try TempDirectory(), folder = temp.path
        defer { temp.remove() }
        var numbers = SeededNumbers(seed: seed)
        func next(_ n: Int) -> Int { numbers.next(n) }
        let written = WrittenPaths(in: folder)
        var plain: [String: String] = [:]
        var linked: Set<String> = []
        var order: [String] = []
        for _ in 0..<operations {
            let base = "sessions/p\(next(names))-" + String(repeating: "x", count: next(3) * 40) + ".html"
            let path = next(4) == 0 ? base.uppercased() : base
            let key = StagingPath.foldKey(path)
            let found = written.find(key)
            #expect(found.map(written.path) == plain[key])
            if next(50) == 0 { written.reserve(written.count + next(4 * names)) }
            switch next(3) {
            case 0 where found == nil:
                let entry = written.insert(path, key: key)
                plain[key] = path
                order.append(path)
                if next(2) == 0 { written.markLinked(entry); linked.insert(key) }
            case 1:
                if let found { written.remove(found) }
                plain[key] = nil; linked.remove(key)
                order.removeAll { StagingPath.foldKey($0) == key }
            default:
                #expect(found.map(written.isLinked) == plain[key].map { _ in linked.contains(key) })
            }
            #expect(written.count == plain.count)
        }
        #expect(written.placed() == order)
        #expect(written.sortedPaths() == plain.values.sorted())
    }
}
