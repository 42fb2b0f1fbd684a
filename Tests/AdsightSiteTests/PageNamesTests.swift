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
        // Windows refuses a reserved name whatever follows its first dot.
        #expect(PageNames.slug("con.json") == "con-" + PageNames.hash("con.json") + ".json")
        #expect(PageNames.slug("Nul.tar.gz") == "nul-" + PageNames.hash("Nul.tar.gz") + ".tar.gz")
        #expect(PageNames.slug("console.json") == "console.json")
        #expect(PageNames.slug("nul") != "nul")
    }
}

/// The byte-wise slug of ASCII ids and the shortcut for names without repeats give what the
/// scalar-wise slug and the sorted numbering give.
@Suite struct PageNamesShortcutTests {
    static let asciiIDs = [
        "table-app-iphone-017", "Banner", "banner", "..", ".hidden", "", "CON", "con", "lpt3", "con.json", "Nul.tar.gz", "aux.", "a..b", "a-.-b", "-a-", "a_b.c",
        "x\u{0}y", "tab\there", "a/b\\c", "UPPER_case.Mixed-42", String(repeating: "long-", count: 40),
        String(repeating: "a", count: 48) + "-" + "b", String(repeating: "a", count: 47) + ".-b", "session", "~!@#$%^&*()",
    ]

    @Test(arguments: asciiIDs)
    func asciiSlugIsTheScalarSlug(id: String) {
        #expect(PageNames.asciiSlug(id) == PageNames.scalarSlug(id))
    }

    @Test func nonASCIIIdsTakeTheScalarPath() {
        #expect(PageNames.asciiSlug("日本語") == nil)
        #expect(PageNames.slug("Caf\u{E9}") == PageNames.scalarSlug("Caf\u{E9}"))
    }

    /// The numbering as it was before the shortcut: sorted by id, file, index.
    static func sortedNames(ids: [String], files: [String]) -> [String] {
        let order = ids.indices.sorted { (ids[$0], files[$0], $0) < (ids[$1], files[$1], $1) }
        var used: Set<String> = [], out = Array(repeating: "", count: ids.count)
        for i in order {
            let base = PageNames.slug(ids[i])
            var name = base, n = 2
            while used.contains(name) { name = base + "-\(n)"; n += 1 }
            used.insert(name); out[i] = name
        }
        return out
    }

    static let idLists: [[String]] = [
        ["b", "a", "c"], ["a", "a", "b"], ["a-2", "a", "a"], ["a", "a-2", "a"], ["Banner", "banner"], ["x", "X", "x"],
        ["s1", "s2", "s1", "s3", "s1-2"], [], ["only"],
    ]

    @Test(arguments: idLists)
    func namesAreTheSortedNumbering(ids: [String]) {
        let files = ids.indices.map { "f\(ids.count - $0)" }
        #expect(PageNames.sessionNames(ids: ids, files: files) == Self.sortedNames(ids: ids, files: files))
    }
}
