import AdsightMarkdown
import AdsightNotes
import AdsightSite

/// Notes as the site shows them: the Markdown without its check and example blocks (the
/// page shows the check on its own), falling back to the note's full HTML.
enum SiteNotes {
    static func make(_ note: Note) -> SiteNote {
        let html = (try? Markdown.html(note.body) { ["check", "session"].contains($0.language) }) ?? note.html
        return SiteNote(id: note.id, title: note.title, severity: note.severity, html: html,
                        checkSource: note.checkSource, file: note.file)
    }
}
