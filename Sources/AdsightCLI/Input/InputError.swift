/// A path given on the command line that cannot be used as input.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as the user wrote it (or as found under a directory).
    public var path: String
    /// What is wrong, e.g. "no such file or directory".
    public var message: String

    public init(path: String, message: String) { self.path = path; self.message = message }

    public var description: String { "\(path): \(message)" }
}
