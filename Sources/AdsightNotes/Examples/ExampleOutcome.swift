/// The result of running one example of one note.
public struct ExampleOutcome: Sendable, Hashable, CustomStringConvertible {
    public var noteID: String
    /// The note file.
    public var file: String
    /// The example's fence line in the note file (the note's first line when the note has
    /// no example of a required kind).
    public var line: Int
    /// The column of `line` the outcome is about (1 but for an invalid example's first error).
    public var column: Int = 1
    public var expectation: NoteExample.Expectation
    public var passed: Bool
    /// What happened, in words (`"expected fail, got pass"`); empty when passed.
    public var message: String
    /// What the format warns of in the example session (a misspelt event name, ...), each as
    /// `file:line:column: message` at its place in the note (or in the `file=` beside it).
    public var warnings: [String] = []

    public init(noteID: String, file: String, line: Int, expectation: NoteExample.Expectation, passed: Bool, message: String) {
        self.noteID = noteID; self.file = file; self.line = line; self.expectation = expectation
        self.passed = passed; self.message = message
    }

    /// `file:line:column: ok|FAIL id expectation: message`.
    public var description: String {
        "\(file):\(line):\(column): \(passed ? "ok  " : "FAIL") \(noteID) \(expectation.rawValue)" + (message.isEmpty ? "" : ": \(message)")
    }
}
