import Mustache

/// The site's templates and assets: `*.mustache` page templates (partials by file name
/// without extension), `style.css` and `site.js`. Built from the embedded defaults with any
/// `--templates DIR` files laid over them, file by file.
public struct SiteTemplates: Sendable {
    /// The page templates every site needs.
    public static let required = ["head", "foot", "index", "session", "invalid", "note", "doc"]

    static let pragma = "{{% CONTENT_TYPE: \(SiteContentType.name)}}"

    let library: MustacheLibrary
    /// Every page template and partial as `TemplateRun` runs it (nil: through Mustache).
    private(set) var programs: [String: TemplateProgram?]
    /// Files copied to `assets/` as they are (the stylesheet, the script).
    public let assets: [String: [UInt8]]

    /// `files` maps a file name (`index.mustache`, `style.css`) to its bytes; an error in a
    /// file names it by `paths[name]` when given (`DIR/index.mustache` for a `--templates` file).
    public init(files: [String: [UInt8]], paths: [String: String] = [:]) throws(SiteError) {
        MustacheContentTypes.register(SiteContentType(), named: SiteContentType.name)
        var library = MustacheLibrary()
        var assets: [String: [UInt8]] = [:]
        var programs: [String: TemplateProgram?] = [:]
        for name in files.keys.sorted() {
            let bytes = files[name]!
            guard name.hasSuffix(".mustache") else {
                if name.hasSuffix(".css") || name.hasSuffix(".js") { assets[name] = bytes }
                continue
            }
            let path = paths[name] ?? name
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8(name: path) }
            let base = String(name.dropLast(".mustache".count))
            do {
                // Every template renders with the site's escaping, including partials.
                let template = try MustacheTemplate(string: Self.pragma + text)
                library.register(template, named: base)
                programs[base] = .some(TemplateProgram(template))
            } catch let e as MustacheTemplate.ParserError {
                let line = e.context.lineNumber
                let column = e.context.columnNumber - (line == 1 ? Self.pragma.count : 0)
                throw .templateSyntax(name: path, line: line, column: max(column, 1), message: TemplateSyntaxWords.say(e.error))
            } catch {
                throw .templateSyntax(name: path, line: 0, column: 0, message: TemplateSyntaxWords.say(error))
            }
        }
        for name in Self.required where library.getTemplate(named: name) == nil {
            throw .missingTemplate(name: name + ".mustache")
        }
        self.library = library
        self.programs = programs
        self.assets = assets
    }

    /// The page `name` rendered over `context`: run here when the templates it uses allow
    /// (the same bytes as Mustache), else by Mustache.
    func render(_ name: String, _ context: TemplateValue, capacity: Int = 16_384) -> [UInt8] {
        if let bytes = TemplateRun.render(name, context, programs: programs, capacity: capacity) { return bytes }
        return mustache(name, context)
    }

    /// The same templates, every page rendered by Mustache itself (tests compare the two).
    var mustacheOnly: SiteTemplates {
        var t = self
        t.programs = [:]
        return t
    }

    /// The page `name` rendered by Mustache itself.
    func mustache(_ name: String, _ context: TemplateValue) -> [UInt8] {
        Array((library.render(context.mustache, withTemplate: name) ?? "").utf8)
    }
}
