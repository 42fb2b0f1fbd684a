/// Why a baseline could not be used: always a usage error naming the file (exit 2).
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// 1-based line and column when the problem has a place (0 otherwise).
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int = 0, column: Int = 0, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    public var description: String {
        line > 0 ? "\(file):\(line):\(column): baseline: \(message)" : "\(file): baseline: \(message)"
    }
}
