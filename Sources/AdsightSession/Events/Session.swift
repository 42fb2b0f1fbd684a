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

    /// `FILE:LINE:COLUMN: message`, the one form every command and page uses to say where
    /// a problem is (`FILE: message` for a file-wide one at line 0, such as an unreadable file).
    public func located(in file: String) -> String { location(in: file) + ": " + message }

    /// `FILE:LINE:COLUMN` (`FILE` alone at line 0).
    public func location(in file: String) -> String { line > 0 ? "\(file):\(line):\(column)" : file }
}
