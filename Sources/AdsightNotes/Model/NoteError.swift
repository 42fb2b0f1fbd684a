/// A problem with a note file, at a 1-based line and column of that file.
public struct NoteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The note's path as it was given to the loader.
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    /// `<file>:<line>:<column>: <message>`, the form editors and CI logs link to
    /// (`<file>: <message>` for a problem with the file as a whole, line 0).
    public var description: String {
        line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
    }
}
