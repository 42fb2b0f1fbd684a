@testable import AdsightSite
import Testing

/// Session page names are safe on every file system and stable across builds.
@Suite struct PageNamesTests {
    static let ids = [
        "table-app-iphone-017", "../../etc/passwd", "a/b\\c", "..", ".hidden", "", "CON", "x\u{0}y",
        "Banner", "banner", "日本語", String(repeating: "long-", count: 40),
    ]

    @Test(arguments: ids)
    func nameIsSafe(id: String) {
        let name = PageNames.slug(id)
        #expect(!name.isEmpty)
        #expect(!name.contains("/") && !name.contains("\\") && !name.contains(".."))
        #expect(!name.hasPrefix("."))
        #expect(name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) })
        #expect(name.count <= 60)
    }

    @Test func plainIdsKeepTheirName() {
        #expect(PageNames.slug("table-app-iphone-017") == "table-app-iphone-017")
    }

    @Test func caseOnlyDifferencesGetDifferentNames() {
        let names = PageNames.sessionNames(ids: ["Banner", "banner", "BANNER"], files: ["a", "b", "c"])
        #expect(Set(names.map { $0.lowercased() }).count == 3)
    }

    @Test func duplicateIdsAreNumberedByFilePath() {
        let names = PageNames.sessionNames(ids: ["s", "s"], files: ["z.jsonl", "a.jsonl"])
        #expect(names == ["s-2", "s"])
        #expect(PageNames.sessionNames(ids: ["s", "s"], files: ["z.jsonl", "a.jsonl"]) == names)
    }

    @Test func windowsReservedNamesAreAvoided() {
        #expect(PageNames.slug("con") != "con")
        #expect(PageNames.slug("nul") != "nul")
    }
}
