/// `docs/<name>.html`: a reference page (the rule language) rendered from Markdown.
struct DocPage {
    let ctx: PageContext
    let doc: SiteDoc
    init(_ ctx: PageContext, _ doc: SiteDoc) { self.ctx = ctx; self.doc = doc }

    func render(_ t: SiteTemplates) -> String {
        var c = ctx.base(pageTitle: doc.title, root: "../", crumbs: [["label": doc.title]])
        c["html"] = doc.html
        return t.render("doc", c)
    }
}
