/// Writes deterministic JSON: commas and layout are handled for you, strings are escaped
/// the same way every time, and numbers use the shortest text that reads back exactly.
///
/// ```swift
/// var w = JSONWriter(style: .compact)
/// w.beginObject(); w.key("t"); w.number(3.25); w.endObject()
/// w.text // {"t":3.25}
/// ```
public struct JSONWriter: Sendable {
    /// How values are laid out.
    public enum Style: Sendable {
        /// No whitespace: `{"a":1,"b":[1,2]}`.
        case compact
        /// One line with `, ` and `: `: `{"a": 1, "b": [1, 2]}` (the session format's examples).
        case spaced
        /// Two-space indentation, one member or element per line.
        case pretty
    }

    public let style: Style
    /// The output so far.
    public private(set) var bytes: [UInt8] = []
    /// For each open container: whether it has a member or element already.
    var open: [Bool] = []
    /// A key was just written; the next value follows it directly.
    var afterKey = false

    public init(style: Style = .compact) {
        self.style = style
    }

    /// A writer for one value nested `depth` containers deep in a larger document (so
    /// `.pretty` indents it as there), written without the separator or line break that
    /// precedes it: the caller writes those and splices the text in.
    public init(style: Style, depth: Int) {
        self.style = style
        open = Array(repeating: true, count: max(depth, 0))
        afterKey = true
    }

    /// The output so far as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func beginObject() { beforeValue(); bytes.append(UInt8(ascii: "{")); open.append(false) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { beforeValue(); bytes.append(UInt8(ascii: "[")); open.append(false) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes an object key; the next call writes its value.
    public mutating func key(_ key: String) {
        beforeValue()
        JSONWriter.appendEscaped(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if style != .compact { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    public mutating func string(_ value: String) { beforeValue(); JSONWriter.appendEscaped(value, to: &bytes) }
    public mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }
    public mutating func null() { raw("null") }
    public mutating func int(_ value: Int) { raw(String(value)) }
    public mutating func uint64(_ value: UInt64) { raw(String(value)) }
    /// Shortest round-trip text; integral values without ".0"; NaN and infinities as `null`.
    public mutating func number(_ value: Double) { raw(JSONWriter.format(value)) }

    /// Writes already valid JSON text as the next value (e.g. a nested writer's output).
    public mutating func raw(_ json: String) {
        beforeValue()
        bytes.append(contentsOf: json.utf8)
    }

    /// Makes room for `count` more bytes of output (one allocation instead of several).
    public mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    /// Writes the next value by appending its JSON text to the output directly: `write`
    /// must append exactly one valid JSON value, laid out for this writer's style and depth
    /// (e.g. a precomputed fragment). Separators and the line break before it are written here.
    public mutating func rawValue(_ write: (inout [UInt8]) -> Void) {
        beforeValue()
        write(&bytes)
    }

    /// Appends the JSON string literal for `text` (quotes included, escaped as `string(_:)`
    /// escapes it) to `out`.
    public static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        appendEscaped(text, to: &out)
    }

    mutating func beforeValue() {
        if afterKey { afterKey = false; return }
        guard let last = open.indices.last else { return }
        if open[last] {
            bytes.append(UInt8(ascii: ","))
            if style == .spaced { bytes.append(UInt8(ascii: " ")) }
        }
        open[last] = true
        newline(depth: open.count)
    }

    mutating func close(_ bracket: UInt8) {
        let hadContent = open.popLast() ?? false
        if hadContent { newline(depth: open.count) }
        bytes.append(bracket)
    }

    mutating func newline(depth: Int) {
        guard style == .pretty else { return }
        let width = 2 * depth
        let lineBreak: StaticString = "\n                                                               "
        if width < lineBreak.utf8CodeUnitCount {
            bytes.append(contentsOf: UnsafeBufferPointer(start: lineBreak.utf8Start, count: width + 1))
        } else {
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }
}
