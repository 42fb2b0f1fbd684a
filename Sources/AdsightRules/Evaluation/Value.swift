import AdsightModel
import AdsightSession

/// A value a condition computes or a message prints.
enum Value: Sendable, Hashable {
    /// A missing value (`nil` in the language).
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case version(Version)
    case list([Value])
    case size(Size)
    case rect(Rect)

    /// Truth in a condition: only `true` is true (`nil` is false).
    var isTrue: Bool {
        if case .bool(true) = self { return true }
        return false
    }

    /// How the value prints in a message (deterministic).
    var text: String {
        switch self {
        case .null: return "none"
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return NumberFormat.text(d)
        case .string(let s): return s
        case .version(let v): return v.description
        case .list(let l): return "[" + l.map(\.text).joined(separator: ", ") + "]"
        case .size(let s): return "\(NumberFormat.text(s.width)) × \(NumberFormat.text(s.height))"
        case .rect(let r):
            return "[" + [r.x, r.y, r.width, r.height].map(NumberFormat.text).joined(separator: ", ") + "]"
        }
    }
}

/// The static type of a condition's value; every type also admits `nil`.
enum ValueType: String, Sendable, Hashable {
    case bool, number, string, version, list, size, rect
    /// The `nil` literal, compatible with every type.
    case null

    /// How the type reads in an error message.
    var display: String {
        switch self {
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .version: return "a version"
        case .list: return "a list"
        case .size: return "a size"
        case .rect: return "a frame"
        case .null: return "nil"
        }
    }
}
