import AdsightSession

/// A value shown in a state change.
public enum StateValue: Sendable, Hashable, CustomStringConvertible {
    case absent
    case bool(Bool)
    case number(Double)
    case text(String)
    case rect(Rect)
    case list([String])

    public var description: String {
        switch self {
        case .absent: return "none"
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return NumberFormat.text(d)
        case .text(let s): return s
        case .rect(let r): return "[\(NumberFormat.text(r.x)), \(NumberFormat.text(r.y)), \(NumberFormat.text(r.width)), \(NumberFormat.text(r.height))]"
        case .list(let l): return "[" + l.joined(separator: ", ") + "]"
        }
    }
}
