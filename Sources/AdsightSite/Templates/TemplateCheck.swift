import AdsightSession

/// Checks a `--templates DIR` before anything is built, so a mistake fails at once with its
/// place instead of rendering blanks: every file must replace a default of the same name
/// (or be a partial some template includes), and every value, section and partial a
/// template names must be one the site gives (a name the built-in templates use) or a
/// template that exists. Section tags must nest. Mustache renders an unknown name as
/// nothing and a missing partial as nothing, so without this `{{verdikt}}` and
/// `styles.css` would pass in silence.
public enum TemplateCheck {
    /// Checks `overrides` (file name → bytes, from `directory`) against `defaults`.
    public static func check(defaults: [String: [UInt8]], overrides: [String: [UInt8]], directory: String) throws(SiteError) {
        let defaultTags = defaults.keys.sorted().filter { $0.hasSuffix(".mustache") }
            .flatMap { TemplateTag.scan(String(decoding: defaults[$0]!, as: UTF8.self)) }
        let known = Set(defaultTags.filter { $0.kind != .partial }.map { root($0.name) })
        let knownList = known.sorted()
        let templates = Set((Array(defaults.keys) + Array(overrides.keys)).filter { $0.hasSuffix(".mustache") }.map(base))
        var tags: [String: [TemplateTag]] = [:]
        for name in overrides.keys.sorted() where name.hasSuffix(".mustache") {
            guard let text = String(validating: overrides[name]!, as: UTF8.self) else { throw .notUTF8(name: directory + "/" + name) }
            tags[name] = TemplateTag.scan(text)
        }
        // A new partial counts as a template only when some template (default or not) includes it.
        let included = Set((defaultTags + tags.values.flatMap { $0 }).filter { $0.kind == .partial }.map(\.name))
        for name in overrides.keys.sorted() where defaults[name] == nil {
            if name.hasSuffix(".mustache"), included.contains(base(name)) { continue }
            let hint = NameSuggestion.closest(to: name, in: defaults.keys.sorted()).map { "; did you mean \($0)?" } ?? ""
            throw .unknownFile(path: directory + "/" + name, message: "matches no file of the site's templates\(hint)")
        }
        for name in tags.keys.sorted() {
            try checkTags(tags[name]!, file: directory + "/" + name, known: known, knownList: knownList, templates: templates.sorted())
        }
    }

    private static func checkTags(_ tags: [TemplateTag], file: String, known: Set<String>, knownList: [String], templates: [String]) throws(SiteError) {
        var open: [TemplateTag] = []
        for tag in tags {
            func fail(_ message: String) -> SiteError { .templateSyntax(name: file, line: tag.line, column: tag.column, message: message) }
            switch tag.kind {
            case .partial:
                guard templates.contains(tag.name) else {
                    let hint = NameSuggestion.closest(to: tag.name, in: templates).map { "; did you mean `\($0)`?" } ?? ""
                    throw fail("`{{> \(tag.name)}}` includes a template that does not exist\(hint)")
                }
            case .close:
                guard let last = open.popLast() else { throw fail("`{{/\(tag.name)}}` closes a section that was never opened") }
                guard last.name == tag.name else {
                    throw fail("`{{/\(tag.name)}}` closes the section `\(last.name)` opened at \(last.line):\(last.column); write `{{/\(last.name)}}`")
                }
            case .open, .value:
                if tag.kind == .open { open.append(tag) }
                let name = root(tag.name)
                guard name == "." || known.contains(name) else {
                    let hint = NameSuggestion.closest(to: name, in: knownList).map { "; did you mean `\($0)`?" } ?? ""
                    throw fail("`\(tag.name)` is not a value the site gives its templates\(hint)")
                }
            }
        }
        if let unclosed = open.last {
            throw .templateSyntax(name: file, line: unclosed.line, column: unclosed.column,
                                  message: "the section `\(unclosed.name)` is never closed; add `{{/\(unclosed.name)}}`")
        }
    }

    /// The first part of a dotted name (`note` of `note.title`; `.` stays `.`).
    private static func root(_ name: String) -> String {
        name == "." ? name : String(name.split(separator: ".").first ?? Substring(name))
    }

    private static func base(_ file: String) -> String {
        file.hasSuffix(".mustache") ? String(file.dropLast(".mustache".count)) : file
    }
}
