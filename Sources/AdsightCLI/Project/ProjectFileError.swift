/// A project file that cannot be used, where (file, 1-based line and column) and why.
/// Nothing is judged then: the run exits 2.
public struct ProjectFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    /// `file:line:column: message`.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}
