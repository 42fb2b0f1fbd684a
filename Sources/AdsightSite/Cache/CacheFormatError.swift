/// Cached bytes that do not decode (truncated, corrupt, or from another version): the
/// rebuild then builds everything from scratch.
public struct CacheFormatError: Error, Sendable, CustomStringConvertible {
    /// What was wrong, and where.
    public var message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
