@testable import AdsightSite
import Testing

/// `slugsAreDistinct` (hashes of the slugs) against the plain form it stands for: a set of
/// every slug, and `sessionNames` numbering none of them.
@Suite struct SlugsAreDistinctTests {
    static let lists: [[String]] = [
        [], ["a"], ["a", "a"], ["Banner", "banner", "BANNER"], ["s-2", "s", "s"],
        PageNamesTests.ids, PageNamesTests.ids + ["table-app-iphone-017"],
        (0..<500).map { "bench-\($0)" }, (0..<500).map { "bench-\($0 % 499)" },
        ["a.b", "a-b", "a..b", "A.B"],
    ]

    @Test(arguments: lists)
    func agreesWithASetOfTheSlugs(_ ids: [String]) {
        let plain = Set(ids.map(PageNames.slug)).count == ids.count
        #expect(PageNames.slugsAreDistinct(ids) == plain)
        let names = PageNames.sessionNames(ids: ids, files: ids.indices.map { "f\($0).jsonl" })
        #expect(plain == (names == ids.map(PageNames.slug)))
    }
}
