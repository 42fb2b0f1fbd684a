/// How the site splits a long list of sessions (the dashboard's sessions table, a note
/// page's sessions) into pages of a fixed size, so every page stays small at any number of
/// sessions: page 1 is the list's own page (`index.html`, `notes/<rule>.html`), page k > 1
/// a page of its own named after it, linked in input order from every page of the list.
public enum ListPaging {
    /// Sessions per page.
    public static let pageSize = 500

    /// How many pages `count` rows take (at least one).
    public static func pageCount(_ count: Int) -> Int { max(1, (count + pageSize - 1) / pageSize) }

    /// The dashboard's page `k` (1-based), relative to the site root.
    public static func dashboardPage(_ k: Int) -> String { k == 1 ? "index.html" : "sessions-\(k).html" }

    /// Page `k` > 1 of a note's list `list` (`failed` or `passed`), relative to the notes folder.
    static func notePage(_ slug: String, _ list: String, _ k: Int) -> String { "\(slug).\(list)-\(k).html" }

    /// The pager of the list `label` names: a link per page (the current one marked), each with the range
    /// of rows it holds, and the previous and next pages.
    static func pager(_ label: String, page k: Int, count: Int, href: (Int) -> String) -> [String: TemplateValue] {
        let pages = pageCount(count)
        var c: [String: TemplateValue] = ["paged": .flag(pages > 1), "page": .number(k), "pageCount": .number(pages),
                                          "pageSize": .number(pageSize), "pagerLabel": .text(label)]
        c["pageFirst"] = .text(Fmt.count(count == 0 ? 0 : (k - 1) * pageSize + 1))
        c["pageLast"] = .text(Fmt.count(min(k * pageSize, count)))
        c["listCount"] = .text(Fmt.count(count))
        guard pages > 1 else { return c }
        if k > 1 { c["prev"] = .text(href(k - 1)) }
        if k < pages { c["next"] = .text(href(k + 1)) }
        c["pages"] = .list((1...pages).map { p -> TemplateValue in
            let first = (p - 1) * pageSize + 1, last = min(p * pageSize, count)
            var d: [String: TemplateValue] = ["n": .number(p), "href": .text(href(p)), "range": .text("\(first)–\(last)")]
            if p == k { d["current"] = true }
            return .fields(d)
        })
        return c
    }
}
