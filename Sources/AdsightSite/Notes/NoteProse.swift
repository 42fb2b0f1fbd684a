import AdsightNotes

/// What the note page adds to a note's rendered Markdown so a reader needs nothing else:
/// each example session labelled with what `adsight notes test` expects of it, the seed
/// documents named where the prose cites them by number (`(001)`, `004 does it ...`), and
/// an anchor on the `Fix` heading for the session pages' links. Code is left as it is, and
/// so are tags: a seed number is named only in text between tags (never in an attribute,
/// say an `href` ending in `/001/`), and the names go in escaped, since a user's note sets
/// the section title.
public enum NoteProse {
    /// `html` (cmark's rendering of `note`) with the labels, seed names and anchor added.
    /// `outcomes`: what running the note's examples gave (`NoteExampleRunner.run`, in the
    /// examples' order); an example that does not do what its label says is marked so.
    public static func render(_ html: String, note: Note, outcomes: [ExampleOutcome] = []) -> String {
        let broken = note.examples.indices.map { $0 < outcomes.count && !outcomes[$0].passed ? outcomes[$0].message : nil }
        return render(html, examples: Array(zip(note.examples, broken)), sources: note.sources)
    }

    static func render(_ html: String, examples: [(NoteExample, String?)], sources: [NoteSource]) -> String {
        var out = HTML(capacity: html.utf8.count + 512)
        var examples = examples.makeIterator()
        var rest = Substring(html)
        // Text outside <pre> blocks and <code> spans is prose; each session block is an example.
        while let open = [rest.range(of: "<pre>"), rest.range(of: "<code>")].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let isBlock = rest[open] == "<pre>"
            prose(rest[..<open.lowerBound], sources: sources, into: &out)
            let close = isBlock ? "</pre>" : "</code>"
            let end = rest.range(of: close, range: open.upperBound..<rest.endIndex)?.upperBound ?? rest.endIndex
            let code = rest[open.lowerBound..<end]
            if isBlock, code.hasPrefix("<pre><code class=\"language-session\">"), let (example, broken) = examples.next() {
                label(example, into: &out)
                if let broken { mark(broken, into: &out) }
            }
            out.raw(String(code))
            rest = rest[end...]
        }
        prose(rest, sources: sources, into: &out)
        return out.description
    }

    /// The line above an example session.
    static func label(_ example: NoteExample, into out: inout HTML) {
        switch example.expectation {
        case .mustPass:
            out.raw("<p class=\"example-kind\"><span class=\"badge pass\">must pass</span> the rule applies and holds on this session</p>\n")
        case .mustFail:
            out.raw("<p class=\"example-kind\"><span class=\"badge sev-error\">must fail</span> the rule fails on this session")
            if let lines = example.pinnedLines {
                out.raw(" with breaches on line\(lines.count == 1 ? "" : "s") ")
                for (i, line) in lines.enumerated() {
                    if i > 0 { out.raw(", ") }
                    out.int(line)
                }
            }
            out.raw("</p>\n")
        }
    }

    /// The line under the label of an example that does not hold (what `notes test` says).
    static func mark(_ message: String, into out: inout HTML) {
        out.raw("<p class=\"example-broken\" role=\"note\"><strong>This example does not hold:</strong> ")
        out.text(message)
        out.raw(". Run <code>adsight notes test</code>.</p>\n")
    }

    /// Prose markup, tags copied as they are (the Fix heading anchored) and seed numbers
    /// named in the text between them.
    static func prose(_ markup: Substring, sources: [NoteSource], into out: inout HTML) {
        var rest = markup
        while let lt = rest.firstIndex(of: "<") {
            cite(rest[..<lt], sources: sources, into: &out)
            let gt = rest[lt...].firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex
            let tag = rest[lt..<gt]
            out.raw(tag == "<h2>" && rest[gt...].hasPrefix("Fix</h2>") ? "<h2 id=\"fix\">" : String(tag))
            rest = rest[gt...]
        }
        cite(rest, sources: sources, into: &out)
    }

    /// A text node with each seed number named: `(001)` by the seed's title and the section
    /// when the note takes that seed from one section, a number standing alone (no letter,
    /// digit, `.` or `-` on either side, though a `.` that ends a sentence after it may) by
    /// the title.
    static func cite(_ text: Substring, sources: [NoteSource], into out: inout HTML) {
        let isPart = { (c: Character) in c.isLetter || c.isNumber || c == "." || c == "-" }
        var i = text.startIndex, copied = text.startIndex
        while i < text.endIndex {
            let seed = SeedDocuments.titles.first { text[i...].hasPrefix("(\($0.key))") || text[i...].hasPrefix($0.key) }
            guard let (number, title) = seed else { i = text.index(after: i); continue }
            if text[i...].hasPrefix("(\(number))") {
                let sections = sources.filter { $0.seed == number }.map(\.section)
                out.raw(String(text[copied..<i]))
                out.raw("(<cite>")
                out.text(sections.count == 1 ? SeedDocuments.cite(seed: number, section: sections[0]) : title)
                out.raw("</cite>)")
                i = text.index(i, offsetBy: number.count + 2)
                copied = i
                continue
            }
            let end = text.index(i, offsetBy: number.count)
            let before: Character = i == text.startIndex ? " " : text[text.index(before: i)]
            let after: Character = end == text.endIndex ? " " : text[end]
            let next = after == "." ? text[end...].dropFirst().first : nil
            let endsSentence = after == "." && !(next.map(isPart) ?? false)
            if !isPart(before) && (!isPart(after) || endsSentence) {
                out.raw(String(text[copied..<i]))
                out.raw("<cite>")
                out.text(title)
                out.raw("</cite>")
                copied = end
            }
            i = end
        }
        out.raw(String(text[copied...]))
    }
}
