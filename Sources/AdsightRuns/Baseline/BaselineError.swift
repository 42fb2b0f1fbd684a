/// Why a baseline could not be used (a usage error naming the file, exit 2), or why one of
/// its fields was dropped (a warning, `droppedDescription`).
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

    public var description: String { "\(place): baseline: \(message)" }

    /// The warning for a field left out of the baseline (`Baseline.dropped`).
    public var droppedDescription: String { "\(place): baseline field dropped: \(message)" }

    private var place: String { line > 0 ? "\(file):\(line):\(column)" : file }
}
