import AdsightMarkdown
import AdsightSite
import AdsightTemplates

/// The reference pages compiled into the binary (`templates/docs/*.md`, the rule language),
/// rendered with cmark's safe mode for the site.
enum SiteDocs {
    static func make() -> [SiteDoc] {
        Embedded.docs.compactMap { file in
            guard file.path.hasSuffix(".md") else { return nil }
            let text = String(decoding: file.bytes, as: UTF8.self)
            let name = String(file.path.dropFirst("docs/".count).dropLast(".md".count))
            let title = text.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? name
            let html = (try? Markdown.html(text)) ?? "<p>This page could not be rendered.</p>"
            return SiteDoc(name: name, title: title, html: Markup.scrub(html))
        }
    }
}
