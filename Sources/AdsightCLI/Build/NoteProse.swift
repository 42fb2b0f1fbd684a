import AdsightNotes
import Foundation

/// What the note page adds to a note's rendered Markdown so a reader needs nothing else:
/// each example session labelled with what `adsight notes test` expects of it, the seed
/// documents named where the prose cites them by number (`(001)`, `004 does it ...`), and
/// an anchor on the `Fix` heading for the session pages' links. Code is left as it is.
enum NoteProse {
    static func render(_ html: String, note: Note) -> String {
        var out = ""
        var examples = note.examples.makeIterator()
        var rest = Substring(html)
        // Text outside <pre> blocks and <code> spans is prose; each session block is an example.
        while let open = [rest.range(of: "<pre>"), rest.range(of: "<code>")].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let isBlock = rest[open] == "<pre>"
            out += prose(rest[..<open.lowerBound], sources: note.sources)
            let close = isBlock ? "</pre>" : "</code>"
            let end = rest.range(of: close, range: open.upperBound..<rest.endIndex)?.upperBound ?? rest.endIndex
            let code = rest[open.lowerBound..<end]
            if isBlock, code.hasPrefix("<pre><code class=\"language-session\">"), let example = examples.next() {
                out += label(example)
            }
            out += code
            rest = rest[end...]
        }
        return out + prose(rest, sources: note.sources)
    }

    /// The line above an example session.
    static func label(_ example: NoteExample) -> String {
        switch example.expectation {
        case .mustPass:
            return "<p class=\"example-kind\"><span class=\"badge pass\">must pass</span> the rule applies and holds on this session</p>\n"
        case .mustFail:
            let lines = example.pinnedLines.map { " with breaches on line\($0.count == 1 ? "" : "s") " + $0.map(String.init).joined(separator: ", ") } ?? ""
            return "<p class=\"example-kind\"><span class=\"badge sev-error\">must fail</span> the rule fails on this session\(lines)</p>\n"
        }
    }

    /// Prose with each seed number named (`(001)` → `(iAd Programming Guide (2010-11-15), “Error Handling”)`,
    /// the section when the note takes that seed from one section) and the Fix heading anchored.
    static func prose(_ text: Substring, sources: [NoteSource]) -> String {
        var s = String(text).replacingOccurrences(of: "<h2>Fix</h2>", with: "<h2 id=\"fix\">Fix</h2>")
        for seed in SeedDocuments.titles.keys.sorted() where s.contains(seed) {
            let sections = sources.filter { $0.seed == seed }.map(\.section)
            let name = sections.count == 1 ? SeedDocuments.cite(seed: seed, section: sections[0]) : SeedDocuments.titles[seed]!
            s = s.replacingOccurrences(of: "(\(seed))", with: "(<cite>\(name)</cite>)")
            s = replacingWord(seed, in: s, with: "<cite>\(SeedDocuments.titles[seed]!)</cite>")
        }
        return s
    }

    /// `text` with each `word` that stands alone (no letter, digit or `.` on either side) replaced.
    private static func replacingWord(_ word: String, in text: String, with replacement: String) -> String {
        var out = ""
        var rest = Substring(text)
        let isPart = { (c: Character) in c.isLetter || c.isNumber || c == "." || c == "-" }
        while let r = rest.range(of: word) {
            let before = r.lowerBound == rest.startIndex ? (out.last ?? " ") : rest[rest.index(before: r.lowerBound)]
            let after = r.upperBound == rest.endIndex ? " " : rest[r.upperBound]
            out += rest[..<r.lowerBound]
            out += !isPart(before) && !isPart(after) ? replacement : word
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}
