@testable import AdsightSite
import Testing

/// Session ids become safe, unique, stable file names whatever they say; the escaping
/// function neutralises bidi controls and `scrub` cleans trusted markup.
struct HostileNamesTests {
    static let ids: [String] = [
        "..", ".", "../../etc/passwd", "/abs/path", "a/b", "a\\b", "C:\\x", "CON", "con", "nul.txt", "",
        "\u{0}", "nul\u{0}byte", "tab\tid", "line\nid", "esc\u{1B}[31m", "bidi\u{202E}lmth.exe", "A", "a",
        "Straße", "STRASSE", "ﬁle", "file", "é", "e\u{301}", String(repeating: "x", count: 300), String(repeating: "X", count: 300),
        "x-" + PageNames.hash("X"), "X", "x", "session", "index", "-", "---", " ", "%2e%2e%2f", "<script>", "id?q=1#f",
    ]

    @Test func namesAreSafeUniqueIgnoringCaseAndStable() {
        let ids = Self.ids
        let files = ids.indices.map { "f\($0).jsonl" }
        let names = PageNames.sessionNames(ids: ids, files: files)
        for name in names {
            #expect(!name.isEmpty && name != "." && name != ".." && name.utf8.count <= 80, "\(name)")
            #expect(name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }, "\(name)")
            #expect(!name.hasPrefix(".") && !name.hasPrefix("-"), "\(name)")
        }
        #expect(Set(names.map { $0.lowercased() }).count == ids.count, "two sessions share a page")
        // Stable: the same (id, file) pairs in another order get the same names.
        let order = Array(ids.indices.reversed())
        let again = PageNames.sessionNames(ids: order.map { ids[$0] }, files: order.map { files[$0] })
        for (k, i) in order.enumerated() { #expect(again[k] == names[i]) }
    }

    @Test func sameIdInTwoFilesIsNumberedByFilePath() {
        let names = PageNames.sessionNames(ids: ["dup", "dup", "dup-2"], files: ["b.jsonl", "a.jsonl", "c.jsonl"])
        #expect(names == ["dup-2", "dup", "dup-2-2"])
    }

    static let bidi: [String] = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]

    @Test(arguments: bidi)
    func bidiControlsAreNeutralised(control: String) {
        #expect(Markup.escape("invoice" + control + "fdp.exe") == "invoice\u{FFFD}fdp.exe")
        #expect(Markup.scrub("<p>a" + control + "b</p>") == "<p>a\u{FFFD}b</p>")
    }

    @Test func plainRightToLeftTextIsKept() {
        #expect(Markup.escape("שלום مرحبا \u{200F}") == "שלום مرحبا \u{200F}")
    }

    @Test func scrubKeepsMarkupAndReplacesControls() {
        #expect(Markup.scrub("<a href=\"x\">t\u{1B}[31m\u{7F}</a>\n") == "<a href=\"x\">t\u{FFFD}[31m\u{FFFD}</a>\n")
        let clean = "<p>&lt;ok&gt; ✓</p>"
        #expect(Markup.scrub(clean) == clean)
    }
}
