/// A conservative look at YAML text before a recursive parser (Yams) sees it: notes' front
/// matter and scenario files are small and flat, so anything deeply nested, deeply indented
/// or using anchors and aliases is refused with its position instead of risking a stack
/// overflow (Yams composes nodes recursively) or an exponential alias expansion.
public enum YAMLShape {
    /// Why `text` is refused, and where (1-based line and column); nil when it may be parsed.
    public struct Refusal: Sendable, Equatable {
        public let line: Int
        public let column: Int
        public let message: String
    }

    /// The deepest flow nesting (`[`, `{`), the most block indicators (`- `) opening one
    /// line, and the widest indentation accepted.
    public static let maxFlowDepth = 32
    public static let maxBlockIndicators = 32
    public static let maxIndent = 256

    public static func check(_ text: String) -> Refusal? {
        var line = 1, column = 0, depth = 0
        var quote: Unicode.Scalar? = nil
        var atLineStart = true, indent = 0, dashes = 0
        var previous: Unicode.Scalar = "\n", inComment = false
        for s in text.unicodeScalars {
            column += 1
            if s == "\n" {
                line += 1; column = 0; atLineStart = true; indent = 0; dashes = 0; inComment = false
                if quote == "'" || quote == "\"" { /* multi-line scalars keep their quote */ }
                previous = s
                continue
            }
            if inComment { previous = s; continue }
            if let q = quote {
                if s == q && !(q == "\"" && previous == "\\") { quote = nil }
                previous = (previous == "\\" && s == "\\") ? " " : s
                continue
            }
            if atLineStart {
                if s == " " {
                    indent += 1
                    if indent > maxIndent { return Refusal(line: line, column: column, message: "indented more than \(maxIndent) columns") }
                    previous = s; continue
                }
                if s == "-" || s == "?" { dashes += 1; previous = s; continue }
                atLineStart = false
            }
            if dashes > maxBlockIndicators {
                return Refusal(line: line, column: column, message: "nests more than \(maxBlockIndicators) block levels on one line")
            }
            let afterSeparator = previous == " " || previous == "\t" || previous == "[" || previous == "{"
                || previous == "," || previous == "\n" || previous == "-" || previous == ":"
            switch s {
            case "#" where previous == " " || previous == "\t" || previous == "\n": inComment = true
            case "'", "\"": quote = s
            case "[", "{":
                depth += 1
                if depth > maxFlowDepth { return Refusal(line: line, column: column, message: "nests deeper than \(maxFlowDepth) levels") }
            case "]", "}": depth = max(0, depth - 1)
            case "&" where afterSeparator, "*" where afterSeparator:
                return Refusal(line: line, column: column, message: "uses a YAML anchor or alias (`&`/`*`); write the value out (quote it if it starts with \(Character(s)))")
            default: break
            }
            previous = s
        }
        return nil
    }
}
