import AdsightRules

/// The YAML front matter of a note, validated.
public struct FrontMatter: Sendable, Hashable {
    public var id: String
    public var title: String
    public var severity: Severity
    public var appliesTo: AppliesTo
    public var sources: [NoteSource]

    public init(id: String, title: String, severity: Severity, appliesTo: AppliesTo, sources: [NoteSource]) {
        self.id = id; self.title = title; self.severity = severity; self.appliesTo = appliesTo; self.sources = sources
    }

    /// The keys a note's front matter may have; any other key is an error (typo protection).
    public static let keys: Set<String> = ["id", "title", "severity", "applies-to", "source"]
}
