/// A value a page template reads. Pages build their context from these; `TemplateRun`
/// walks them directly, and `mustache` gives the same data as swift-mustache expects it
/// (`String`, `Int`, `Bool`, arrays, `[String: Any]`) for the templates it cannot run.
enum TemplateValue {
    case text(String)
    case number(Int)
    case flag(Bool)
    /// Trusted markup built in Swift (a timeline, a table); a String to Mustache.
    case markup(HTML)
    case list([TemplateValue])
    case fields([String: TemplateValue])
    /// A list of rows of texts kept in one buffer (see `TemplateTable`): the same as a
    /// `.list` of `.fields` of `.text`s.
    case table(TemplateTable)
    /// Row `Int` of a table (what a section over `.table` pushes): like `.fields`.
    case row(TemplateTable, Int)
    /// The cell at `Int` of a table (what a row's field gives): like `.text` (`.number` in a
    /// numeric column).
    case cell(TemplateTable, Int)

    /// The value as swift-mustache is given it. A list of texts stays `[String]` and a list
    /// of fields `[[String: Any]]`, so Mustache's transforms see the types they did.
    var mustache: Any {
        switch self {
        case .text(let s): return s
        case .number(let n): return n
        case .flag(let b): return b
        case .markup(let h): return h.description
        case .fields(let d): return d.mapValues(\.mustache)
        // An empty table is an empty `[String]`, as the empty list it replaces always was.
        case .table(let t) where t.rowCount == 0: return [String]()
        case .table(let t): return (0..<t.rowCount).map { t.fields(ofRow: $0).mapValues(\.mustache) }
        case .row(let t, let r): return t.fields(ofRow: r).mapValues(\.mustache)
        case .cell(let t, let i): return t.value(ofCell: i).mustache
        case .list(let items):
            if items.allSatisfy(\.isText) {
                return items.map { v -> String in v.mustache as? String ?? "" }
            }
            if items.allSatisfy(\.isFields) {
                return items.map { v -> [String: Any] in v.mustache as? [String: Any] ?? [:] }
            }
            return items.map(\.mustache)
        }
    }
}

extension TemplateValue {
    /// Whether the value is `.fields` or a table's `.row`.
    var isFields: Bool {
        switch self {
        case .fields, .row: return true
        default: return false
        }
    }

    /// Whether the value is `.text` or a table's `.cell`.
    var isText: Bool {
        switch self {
        case .text: return true
        case .cell(let t, let i): return !t.isNumber(cell: i)
        default: return false
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
