/// The six kinds of JSON value.
public enum JSONKind: UInt8, Sendable, Hashable {
    case object
    case array
    case string
    case number
    case bool
    case null

    /// How the kind is named in messages ("an object", "a string", ...).
    public var article: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}
