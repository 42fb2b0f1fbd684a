/// A value a page template reads. Pages build their context from these; `TemplateRun`
/// walks them directly, and `mustache` gives the same data as swift-mustache expects it
/// (`String`, `Int`, `Bool`, arrays, `[String: Any]`) for the templates it cannot run.
indirect enum TemplateValue {
    case text(String)
    case number(Int)
    case flag(Bool)
    /// Trusted markup built in Swift (a timeline, a table); a String to Mustache.
    case markup(HTML)
    case list([TemplateValue])
    case fields([String: TemplateValue])

    /// The value as swift-mustache is given it. A list of texts stays `[String]` and a list
    /// of fields `[[String: Any]]`, so Mustache's transforms see the types they did.
    var mustache: Any {
        switch self {
        case .text(let s): return s
        case .number(let n): return n
        case .flag(let b): return b
        case .markup(let h): return h.description
        case .fields(let d): return d.mapValues(\.mustache)
        case .list(let items):
            if items.allSatisfy({ if case .text = $0 { return true } else { return false } }) {
                return items.map { v -> String in if case .text(let s) = v { return s } else { return "" } }
            }
            if items.allSatisfy({ if case .fields = $0 { return true } else { return false } }) {
                return items.map { v -> [String: Any] in if case .fields(let d) = v { return d.mapValues(\.mustache) } else { return [:] } }
            }
            return items.map(\.mustache)
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    init(stringLiteral value: String) { self = .text(value) }
    init(integerLiteral value: Int) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .flag(value) }
    init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .fields(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
