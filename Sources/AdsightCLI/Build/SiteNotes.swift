import AdsightNotes
import AdsightSite

/// Notes as the site shows them: the whole note, its check and example sessions in place
/// as code (under its "Check" and "Examples" headings, which would otherwise be empty or
/// point at nothing), so the page does not repeat the check on its own. A leading `# Title`
/// is left out: the page's own heading shows the title.
enum SiteNotes {
    /// The notes' pages, and a warning for each example of a user's note that does not do
    /// what its label on the page says (the page marks it too). The shipped notes' examples
    /// are run by the test suite, not on every build.
    static func make(_ notes: [Note]) -> (notes: [SiteNote], warnings: [String]) {
        var warnings: [String] = []
        let made = notes.map { note -> SiteNote in
            let outcomes = note.isDefault ? [] : NoteExampleRunner.run(note)
            for o in outcomes where !o.passed {
                warnings.append("warning: \(o.file):\(o.line):\(o.column): the \(o.expectation.rawValue) example of \(o.noteID) "
                                + "does not hold: \(o.message) (its page says so; run adsight notes test)")
            }
            return make(note, outcomes: outcomes)
        }
        return (made, warnings)
    }

    static func make(_ note: Note, outcomes: [ExampleOutcome] = []) -> SiteNote {
        var html = Substring(note.html)
        if html.hasPrefix("<h1>"), let end = html.range(of: "</h1>\n") { html = html[end.upperBound...] }
        // cmark passes control and bidi characters through: scrub them as `Markup.escape` would.
        var site = SiteNote(id: note.id, title: note.title, severity: note.severity,
                            html: Markup.scrub(NoteProse.render(String(html), note: note, outcomes: outcomes)), checkSource: "", file: note.file,
                            sources: note.sources.map { SeedDocuments.cite(seed: $0.seed, section: $0.section) })
        site.fix = note.fix
        return site
    }
}
