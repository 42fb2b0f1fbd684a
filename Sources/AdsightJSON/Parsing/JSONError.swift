/// A JSON syntax error at a byte offset, with its 1-based line and column
/// (columns count Unicode scalars in the line).
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Byte offset of the offending byte within the parsed bytes (0-based).
    public var offset: Int
    public var line: Int
    public var column: Int
    /// What is wrong, phrased for a user.
    public var message: String

    public init(offset: Int, line: Int, column: Int, message: String) {
        self.offset = offset; self.line = line; self.column = column; self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}
