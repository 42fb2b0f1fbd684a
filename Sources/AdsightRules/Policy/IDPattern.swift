/// A session id or rule id pattern of the project file: `*` matches any run of characters
/// (none included), `?` one character, anything else itself.
public struct IDPattern: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    private let scalars: [Unicode.Scalar]

    public init(_ text: String) {
        self.text = text
        scalars = Array(text.unicodeScalars)
    }

    public var description: String { text }

    /// Whether `id` matches the whole pattern (iterative, with one backtrack point: linear
    /// in practice, never exponential).
    public func matches(_ id: String) -> Bool {
        let s = Array(id.unicodeScalars), p = scalars
        var i = 0, j = 0, star = -1, mark = 0
        while i < s.count {
            if j < p.count, p[j] == "?" || (p[j] != "*" && p[j] == s[i]) {
                i += 1; j += 1
            } else if j < p.count, p[j] == "*" {
                star = j; mark = i; j += 1
            } else if star >= 0 {
                j = star + 1; mark += 1; i = mark
            } else {
                return false
            }
        }
        while j < p.count, p[j] == "*" { j += 1 }
        return j == p.count
    }
}
