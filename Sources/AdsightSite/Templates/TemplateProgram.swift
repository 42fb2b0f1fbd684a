import Mustache

/// A template as swift-mustache parsed it, read back through reflection so the site can
/// run it without Mustache's dynamic lookups (see `TemplateRun`). Only what `TemplateRun`
/// reproduces exactly is accepted: text, variables, sections, inverted sections, partials
/// and content-type pragmas, with no transforms. A template with anything else (transforms,
/// dynamic partials, blocks and inheritance) gives nil, and its pages render through Mustache.
///
/// The template is kept flat, in buffers allocated once: ops that copy nothing (a section's
/// body is the run of ops that follows it; texts, names and partials are indices into the
/// program's tables), so running a page retains and releases nothing per op.
final class TemplateProgram: @unchecked Sendable {   // immutable after init
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

    /// A partial token: the template's name and the indentation it was written at.
    struct Partial: Sendable {
        var name: String
        var indentation: String?
    }

    /// One token, trivially copyable.
    enum Op: Sendable {
        /// `bytes[range]` as it is.
        case text(Range<Int>)
        /// `paths[path]`, escaped or not.
        case value(path: Int, escaped: Bool)
        /// A section over `paths[path]`: its body is the ops after this one, up to `end`.
        case section(path: Int, end: Int)
        /// An inverted section, its body as for `section`.
        case inverted(path: Int, end: Int)
        /// `partials[index]`.
        case partial(Int)
        case content(Content)
    }

    let ops: UnsafeMutableBufferPointer<Op>
    let bytes: UnsafeMutableBufferPointer<UInt8>
    let paths: UnsafeMutableBufferPointer<Path>
    let partials: [Partial]

    /// The program of `template`, or nil when it uses something `TemplateRun` does not run.
    init?(_ template: MustacheTemplate) {
        var flat = Flat()
        guard flat.add(template) else { return nil }
        ops = .allocate(capacity: flat.ops.count)
        _ = ops.initialize(from: flat.ops)
        bytes = .allocate(capacity: flat.bytes.count)
        _ = bytes.initialize(from: flat.bytes)
        paths = .allocate(capacity: flat.paths.count)
        _ = paths.initialize(from: flat.paths)
        partials = flat.partials
    }

    deinit {
        ops.deallocate()
        bytes.deallocate()
        paths.deinitialize().deallocate()
    }

    /// The ops and tables while a template is read.
    private struct Flat {
        var ops: [Op] = []
        var bytes: [UInt8] = []
        var paths: [Path] = []
        var partials: [Partial] = []

        mutating func path(_ name: String) -> Int {
            paths.append(Path(name))
            return paths.count - 1
        }

        /// Appends the ops of `template`'s tokens; false when one cannot be run here.
        mutating func add(_ template: MustacheTemplate) -> Bool {
            guard let tokens = TemplateProgram.field("tokens", of: template) as? [Any] else { return false }
            for token in tokens {
                let mirror = Mirror(reflecting: token)
                guard mirror.displayStyle == .enum, let (label, payload) = mirror.children.first.map({ ($0.label, $0.value) }) else { return false }
                switch label {
                case "text":
                    guard let s = payload as? String else { return false }
                    let start = bytes.count
                    bytes.append(contentsOf: s.utf8)
                    ops.append(.text(start..<bytes.count))
                case "variable", "unescapedVariable":
                    guard let name = TemplateProgram.field("name", of: payload) as? String, TemplateProgram.noTransforms(payload) else { return false }
                    ops.append(.value(path: path(name), escaped: label == "variable"))
                case "section", "invertedSection":
                    guard let name = TemplateProgram.field("name", of: payload) as? String, TemplateProgram.noTransforms(payload),
                          let inner = TemplateProgram.field("template", of: payload) as? MustacheTemplate
                    else { return false }
                    let at = ops.count, p = path(name)
                    ops.append(.content(.other))   // replaced once the body's end is known
                    guard add(inner) else { return false }
                    ops[at] = label == "section" ? .section(path: p, end: ops.count) : .inverted(path: p, end: ops.count)
                case "partial":
                    let fields = Mirror(reflecting: payload).children.map(\.value)
                    guard fields.count == 3, let name = fields[0] as? String,
                          let indentation = TemplateProgram.optional(fields[1]), let inherits = TemplateProgram.optional(fields[2]), inherits == nil
                    else { return false }
                    if let i = indentation, !(i is String) { return false }
                    partials.append(Partial(name: name, indentation: indentation as? String))
                    ops.append(.partial(partials.count - 1))
                case "contentType":
                    if payload is SiteContentType {
                        ops.append(.content(.site))
                    } else {
                        ops.append(.content(String(describing: type(of: payload)) == "TextContentType" ? .text : .other))
                    }
                default:
                    return false
                }
            }
            return true
        }
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
