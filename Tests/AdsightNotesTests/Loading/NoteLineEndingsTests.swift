import Testing
@testable import AdsightNotes

/// A note saved on Windows (or checked out with `core.autocrlf`) ends its lines with "\r\n":
/// it loads as the same note, and errors point at the same line and column.
struct NoteLineEndingsTests {
    static func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }

    @Test func aCRLFNoteLoadsAsTheSameNote() throws {
        let lf = NoteLoader.load(defaults: [NoteText.file("notes/my-note.md", NoteText.make())])
        let crlf = NoteLoader.load(defaults: [NoteText.file("notes/my-note.md", Self.crlf(NoteText.make()))])
        #expect(crlf.errors == [])
        let a = try #require(lf.note("my-note")), b = try #require(crlf.note("my-note"))
        #expect(b.title == a.title)
        #expect(b.severity == a.severity)
        #expect(b.sources == a.sources)
        #expect(b.fix == a.fix)
        #expect(b.checks.map(\.line) == a.checks.map(\.line))
        #expect(b.checks.map(\.text) == a.checks.map(\.text))
        #expect(b.program.ruleCount == a.program.ruleCount)
        #expect(b.examples.map(\.line) == a.examples.map(\.line))
        #expect(b.examples.map(\.expectation) == a.examples.map(\.expectation))
        #expect(b.html == a.html)
    }

    @Test(arguments: [
        (NoteText.make(severity: "fatal"), 4, 11),
        (NoteText.make().replacingOccurrences(of: "must-pass", with: "must_pass"), 28, 1),
        (NoteText.make(check: "never `app.nope`\n"), 22, 7),
    ])
    func aCRLFNoteErrsWhereTheLFNoteDoes(text: String, line: Int, column: Int) throws {
        for saved in [text, Self.crlf(text)] {
            let result = NoteLoader.load(defaults: [], user: [NoteText.file("mine/bad.md", saved)])
            let error = try #require(result.errors.first)
            #expect(error.line == line)
            #expect(error.column == column)
        }
    }
}

/// The front matter and body come out as the lines between and after the fences, joined
/// with "\n", whatever the line endings and wherever the text ends.
@Test(arguments: [
    ("---\nid: a\n---\nbody\n", "id: a", "body\n"),
    ("---\r\nid: a\r\nx: 1\r\n---\r\nbody\r\nmore", "id: a\nx: 1", "body\nmore"),
    ("---\n---\n", "", ""),
    ("---\nid: a\n---", "id: a", ""),
    ("---\r\nid: é\r\n...\r\n", "id: é", ""),
])
func noteSplitKeepsTheLinesBetweenTheFences(text: String, yaml: String, body: String) throws {
    let split = try NoteSplit.split(text, file: "n.md")
    #expect(split.yaml == yaml)
    #expect(split.body == body)
}
