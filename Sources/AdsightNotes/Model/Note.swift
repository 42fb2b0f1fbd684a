import AdsightRules

/// A best-practice note: front matter, Markdown prose, its check and its self-tests.
public struct Note: Sendable {
    /// The rule id (`banner-never-empty`); reports, JSON and URLs use it.
    public var id: String
    public var title: String
    public var severity: Severity
    public var appliesTo: AppliesTo
    public var sources: [NoteSource]
    /// The Markdown after the front matter.
    public var body: String
    /// The 1-based file line of the body's first line.
    public var bodyLine: Int
    /// The body rendered to HTML (cmark safe mode), check and session blocks included as code.
    public var html: String
    /// The first sentence of the `## Fix` section, for one-line advice in `check`; nil without one.
    public var fix: String?
    /// Every ```` ```check ```` block, in order; together they make up the note's check.
    public var checks: [CheckSource]
    /// The compiled check.
    public var program: RuleProgram
    /// The must-pass / must-fail sessions.
    public var examples: [NoteExample]
    /// The path the note was loaded from (`notes/banner-never-empty.md` for a default).
    public var file: String
    /// Whether the note came from the binary's defaults rather than `--notes DIR`.
    public var isDefault: Bool

    public init(
        id: String, title: String, severity: Severity, appliesTo: AppliesTo, sources: [NoteSource],
        body: String, bodyLine: Int, html: String, fix: String?, checks: [CheckSource], program: RuleProgram,
        examples: [NoteExample], file: String, isDefault: Bool
    ) {
        self.id = id; self.title = title; self.severity = severity; self.appliesTo = appliesTo
        self.sources = sources; self.body = body; self.bodyLine = bodyLine; self.html = html; self.fix = fix
        self.checks = checks; self.program = program; self.examples = examples; self.file = file
        self.isDefault = isDefault
    }

    /// All check blocks joined, as shown on the site.
    public var checkSource: String { checks.map(\.text).joined(separator: "\n") }
}
