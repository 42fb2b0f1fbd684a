/// Cached bytes that do not decode (truncated, corrupt, or from another version): the
/// rebuild then builds everything from scratch.
public struct CacheFormatError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
