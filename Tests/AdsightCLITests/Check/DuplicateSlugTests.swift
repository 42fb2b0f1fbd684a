@testable import AdsightCLI
import AdsightSite
import Testing

/// A build keeps no report id when every page name is its id's slug (`SiteBuild.name`):
/// then no two ids are the same, so `DuplicateIDs` has nothing to warn of. Checked
/// against `DuplicateIDs` itself over id lists with and without repeated slugs and ids.
@Suite struct DuplicateSlugTests {
    static let cases: [[String]] = [
        [], ["a"], ["a", "b", "c"], ["a", "a"], ["A b", "a-b"], ["x", "x-2", "x"], ["caf\u{E9}", "cafe", "caf\u{E9}"],
        ["s1", "s2", "S1"], (0..<300).map { "id-\($0 % 250)" }, (0..<300).map { "id-\($0)" },
    ]

    @Test(arguments: cases)
    func namesAllSlugsMeanNoWarning(ids: [String]) {
        let files = ids.indices.map { "in/\($0).jsonl" }
        let names = PageNames.sessionNames(ids: ids, files: files)
        let repeated = zip(ids, names).contains { PageNames.slug($0) != $1 }
        let warnings = DuplicateIDs.warnings(ids: ids, files: files, names: names)
        if !repeated { #expect(warnings.isEmpty) }
        #expect(repeated == (Set(ids.map(PageNames.slug)).count != ids.count))
    }
}
