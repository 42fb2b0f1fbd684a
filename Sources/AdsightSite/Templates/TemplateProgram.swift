import Mustache

/// A template as swift-mustache parsed it, read back through reflection so the site can
/// run it without Mustache's dynamic lookups (see `TemplateRun`). Only what `TemplateRun`
/// reproduces exactly is accepted: text, variables, sections, inverted sections, partials
/// and content-type pragmas, with no transforms. A template with anything else (transforms,
/// dynamic partials, blocks and inheritance) gives nil, and its pages render through Mustache.
struct TemplateProgram: Sendable {
    /// A variable's name as Mustache resolves it.
    struct Path: Sendable {
        /// `{{.}}`: the current object.
        var isCurrent: Bool
        /// A leading `.`: looked up in the current object only.
        var currentOnly: Bool
        /// The dot-separated parts (empty parts dropped, as `split` does).
        var names: [String]

        init(_ name: String) {
            isCurrent = name == "."
            currentOnly = !isCurrent && name.first == "."
            names = name.split(separator: ".").map(String.init)
        }
    }

    /// How `{{value}}` is escaped after a `CONTENT_TYPE` pragma (or at the start of a template).
    enum Content: Sendable {
        /// `SiteContentType`: `Markup.escape`.
        case site
        /// Mustache's TEXT: as it is.
        case text
        /// Anything else (Mustache's HTML escaping at the start of a template): not run here.
        case other
    }

    enum Op: Sendable {
        case text([UInt8])
        case value(Path, escaped: Bool)
        case section(Path, TemplateProgram)
        case inverted(Path, TemplateProgram)
        case partial(String, indentation: String?)
        case content(Content)
    }

    var ops: [Op]

    /// The program of `template`, or nil when it uses something `TemplateRun` does not run.
    init?(_ template: MustacheTemplate) {
        guard let tokens = Self.field("tokens", of: template) as? [Any] else { return nil }
        var ops: [Op] = []
        for token in tokens {
            let mirror = Mirror(reflecting: token)
            guard mirror.displayStyle == .enum, let (label, payload) = mirror.children.first.map({ ($0.label, $0.value) }) else { return nil }
            switch label {
            case "text":
                guard let s = payload as? String else { return nil }
                ops.append(.text(Array(s.utf8)))
            case "variable", "unescapedVariable":
                guard let name = Self.field("name", of: payload) as? String, Self.noTransforms(payload) else { return nil }
                ops.append(.value(Path(name), escaped: label == "variable"))
            case "section", "invertedSection":
                guard let name = Self.field("name", of: payload) as? String, Self.noTransforms(payload),
                      let inner = Self.field("template", of: payload) as? MustacheTemplate, let program = TemplateProgram(inner)
                else { return nil }
                ops.append(label == "section" ? .section(Path(name), program) : .inverted(Path(name), program))
            case "partial":
                let fields = Mirror(reflecting: payload).children.map(\.value)
                guard fields.count == 3, let name = fields[0] as? String,
                      let indentation = Self.optional(fields[1]), let inherits = Self.optional(fields[2]), inherits == nil
                else { return nil }
                if let i = indentation, !(i is String) { return nil }
                ops.append(.partial(name, indentation: indentation as? String))
            case "contentType":
                if payload is SiteContentType {
                    ops.append(.content(.site))
                } else {
                    ops.append(.content(String(describing: type(of: payload)) == "TextContentType" ? .text : .other))
                }
            default:
                return nil
            }
        }
        self.ops = ops
    }

    /// A stored property (or tuple element) of a value, by label.
    private static func field(_ label: String, of value: Any) -> Any? {
        Mirror(reflecting: value).children.first { $0.label == label }?.value
    }

    /// Whether a variable or section token has no transforms.
    private static func noTransforms(_ payload: Any) -> Bool {
        guard let t = field("transforms", of: payload) as? [String] else { return false }
        return t.isEmpty
    }

    /// An Optional held in an `Any`: `.some(nil)` for nil, `.some(wrapped)`, or nil when it
    /// is not an Optional.
    private static func optional(_ value: Any) -> Any?? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return nil }
        return .some(mirror.children.first?.value)
    }
}
