/// One entry of a parsed document's tape. Containers are followed by their contents;
/// an object's contents alternate key, value.
struct JSONNode: Sendable {
    var kind: JSONKind
    /// Strings: contains an escape. Numbers: an integer literal (no fraction or exponent).
    var flag: Bool
    /// Members (objects) or elements (arrays).
    var count: UInt32
    /// Byte offset of the value's first byte.
    var start: Int
    /// Byte offset just past the value (past the closing quote or bracket).
    var end: Int
    /// Tape index just past this value and everything inside it.
    var next: Int
}
