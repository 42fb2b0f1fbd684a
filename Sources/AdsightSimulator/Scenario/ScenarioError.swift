/// A scenario file that cannot be simulated: where (file, 1-based line and column),
/// which field (`network.fillRate`), and what is wrong or allowed.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// The dotted path of the field concerned; empty for the document itself.
    public var field: String
    public var message: String

    public init(file: String, line: Int, column: Int, field: String, message: String) {
        self.file = file; self.line = line; self.column = column; self.field = field; self.message = message
    }

    /// `file:line:column: field: message`.
    public var description: String {
        "\(file):\(line):\(column): " + (field.isEmpty ? "" : "\(field): ") + message
    }
}
