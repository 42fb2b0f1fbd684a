import AdsightNotes
import AdsightSite

/// Notes as the site shows them: the whole note, its check and example sessions in place
/// as code (under its "Check" and "Examples" headings, which would otherwise be empty or
/// point at nothing), so the page does not repeat the check on its own. A leading `# Title`
/// is left out: the page's own heading shows the title.
enum SiteNotes {
    static func make(_ note: Note) -> SiteNote {
        var html = Substring(note.html)
        if html.hasPrefix("<h1>"), let end = html.range(of: "</h1>\n") { html = html[end.upperBound...] }
        // cmark passes control and bidi characters through: scrub them as `Markup.escape` would.
        var site = SiteNote(id: note.id, title: note.title, severity: note.severity,
                            html: Markup.scrub(NoteProse.render(String(html), note: note)), checkSource: "", file: note.file,
                            sources: note.sources.map { SeedDocuments.cite(seed: $0.seed, section: $0.section) })
        site.fix = note.fix
        return site
    }
}
