/// A decoded, valid session: its header, its events in file order, and warnings
/// (such as event names the format does not define) that do not make it invalid.
public struct Session: Sendable, Hashable {
    public var header: SessionHeader
    public var events: [Event]
    public var warnings: [SessionDiagnostic]

    public init(header: SessionHeader, events: [Event], warnings: [SessionDiagnostic] = []) {
        self.header = header; self.events = events; self.warnings = warnings
    }
}

/// An error or warning about a session file, at a 1-based line and column.
public struct SessionDiagnostic: Sendable, Hashable, Error, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line; self.column = column; self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}
