/// A reference page of the site (`docs/<name>.html`), such as the rule language.
public struct SiteDoc: Sendable {
    /// The file name without extension (`rule-language`).
    public var name: String
    /// The page title (the document's first heading).
    public var title: String
    /// The rendered Markdown (trusted: produced by AdsightMarkdown in safe mode).
    public var html: String

    public init(name: String, title: String, html: String) {
        self.name = name; self.title = title; self.html = html
    }

    /// Where the page lives, relative to the site's root.
    public var href: String { "docs/\(name).html" }
}
