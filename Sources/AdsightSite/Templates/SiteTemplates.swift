import Mustache

/// The site's templates and assets: `*.mustache` page templates (partials by file name
/// without extension), `style.css` and `site.js`. Built from the embedded defaults with any
/// `--templates DIR` files laid over them, file by file.
public struct SiteTemplates: Sendable {
    /// The page templates every site needs.
    public static let required = ["head", "foot", "index", "session", "invalid", "note", "doc"]

    static let pragma = "{{% CONTENT_TYPE: \(SiteContentType.name)}}"

    let library: MustacheLibrary
    /// Files copied to `assets/` as they are (the stylesheet, the script).
    public let assets: [String: [UInt8]]

    /// `files` maps a file name (`index.mustache`, `style.css`) to its bytes.
    public init(files: [String: [UInt8]]) throws(SiteError) {
        MustacheContentTypes.register(SiteContentType(), named: SiteContentType.name)
        var library = MustacheLibrary()
        var assets: [String: [UInt8]] = [:]
        for name in files.keys.sorted() {
            let bytes = files[name]!
            guard name.hasSuffix(".mustache") else {
                if name.hasSuffix(".css") || name.hasSuffix(".js") { assets[name] = bytes }
                continue
            }
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8(name: name) }
            let base = String(name.dropLast(".mustache".count))
            do {
                // Every template renders with the site's escaping, including partials.
                let template = try MustacheTemplate(string: Self.pragma + text)
                library.register(template, named: base)
            } catch let e as MustacheTemplate.ParserError {
                let line = e.context.lineNumber
                let column = e.context.columnNumber - (line == 1 ? Self.pragma.count : 0)
                throw .templateSyntax(name: name, line: line, column: max(column, 1), message: "\(e.error)")
            } catch {
                throw .templateSyntax(name: name, line: 0, column: 0, message: "\(error)")
            }
        }
        for name in Self.required where library.getTemplate(named: name) == nil {
            throw .missingTemplate(name: name + ".mustache")
        }
        self.library = library
        self.assets = assets
    }

    func render(_ name: String, _ context: [String: Any]) -> String {
        library.render(context, withTemplate: name) ?? ""
    }
}
