import Mustache

/// The content type every site template renders with: Mustache's `{{value}}` goes
/// through `Markup.escape`, the same function the Swift-built parts use.
struct SiteContentType: MustacheContentType {
    /// The pragma name the template loader prepends to every template.
    static let name = "ADSIGHT_HTML"

    func escapeText(_ text: String) -> String { Markup.escape(text) }
}
