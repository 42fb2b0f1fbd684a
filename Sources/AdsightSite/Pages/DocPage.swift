/// `docs/<name>.html`: a reference page (the rule language) rendered from Markdown.
struct DocPage {
    let ctx: PageContext
    let doc: SiteDoc
    init(_ ctx: PageContext, _ doc: SiteDoc) { self.ctx = ctx; self.doc = doc }

    func render(_ t: SiteTemplates) -> [UInt8] { content().render(t) }

    /// The page's template and values.
    func content() -> PageContent {
        var c = ctx.base(pageTitle: doc.title, root: "../", crumbs: [["label": .text(doc.title)]])
        c["html"] = .text(doc.html)
        return PageContent(template: "doc", value: .fields(c), capacity: doc.html.utf8.count + 16_384)
    }
}
