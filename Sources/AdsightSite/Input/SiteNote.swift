import AdsightRules

/// One note as the site shows it: the rule it checks, its rendered Markdown and the
/// source of its check.
public struct SiteNote: Sendable {
    /// The rule id (`banner-never-empty`), also the note page's file name.
    public var id: String
    public var title: String
    public var severity: Severity
    /// The note's Markdown rendered to HTML (trusted: produced by AdsightMarkdown).
    public var html: String
    /// The `check` block(s) as written in the note.
    public var checkSource: String
    /// Where the note came from (`notes/banner-never-empty.md`), shown on its page.
    public var file: String?
    /// The seed documents the rule is taken from, as people cite them
    /// (`seed 001, “Error Handling”`).
    public var sources: [String]
    /// The one-line fix (the first sentence of the note's `## Fix` section), shown beside
    /// each failure of the rule on a session page; nil when the note has none.
    public var fix: String?

    public init(id: String, title: String, severity: Severity, html: String, checkSource: String, file: String? = nil,
                sources: [String] = []) {
        self.id = id; self.title = title; self.severity = severity; self.html = html
        self.checkSource = checkSource; self.file = file; self.sources = sources
    }
}
