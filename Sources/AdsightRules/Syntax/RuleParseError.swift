/// A check that cannot be loaded: it does not parse, or names an unknown event, state,
/// field or placeholder. `line` and `column` are 1-based and count within the check text;
/// the notes engine adds the fence's offset.
public struct RuleParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line; self.column = column; self.message = message
    }

    init(_ position: SourcePosition, _ message: String) {
        self.init(line: position.line, column: position.column, message: message)
    }

    public var description: String { "\(line):\(column): \(message)" }
}

/// A 1-based line and column in a check's text.
public struct SourcePosition: Sendable, Hashable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
}
