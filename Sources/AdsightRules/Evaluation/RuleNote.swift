/// A note's check ready to judge: its id, severity and parsed program.
public struct RuleNote: Sendable {
    public var id: String
    public var severity: Severity
    public var program: RuleProgram

    public init(id: String, severity: Severity, program: RuleProgram) {
        self.id = id; self.severity = severity; self.program = program
    }
}
