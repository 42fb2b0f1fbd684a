import AdsightRules
import Testing
@testable import AdsightNotes

@Test func aValidNoteLoadsWithEveryPart() throws {
    let result = NoteLoader.load(defaults: [NoteText.file("notes/my-note.md", NoteText.make())])
    #expect(result.errors == [])
    let note = try #require(result.note("my-note"))
    #expect(note.title == "My note")
    #expect(note.severity == .warning)
    #expect(note.appliesTo == .banner)
    #expect(note.sources == [NoteSource(seed: "001", section: "Error Handling")])
    #expect(note.fix == "Do the right thing.")
    #expect(note.checks.map(\.line) == [22])
    #expect(note.program.ruleCount == 1)
    #expect(note.examples.map(\.expectation) == [.mustPass, .mustFail])
    #expect(note.examples[0].line == 28)
    #expect(note.examples[1].pinnedLines == [2])
    #expect(note.html.contains("<h1>My note</h1>"))
    #expect(note.file == "notes/my-note.md")
}

/// A `README.md` in a notes folder (any case, any depth) is for people: not read as a note.
@Test func aReadmeBesideTheNotesIsNoNote() throws {
    let readme = "# Our team's notes\n\nNo front matter here.\n"
    let result = NoteLoader.load(defaults: [], user: [NoteText.file("mine/README.md", readme), NoteText.file("mine/sub/readme.md", readme),
                                                      NoteText.file("mine/my-note.md", NoteText.make())])
    #expect(result.errors == [])
    #expect(result.notes.map(\.id) == ["my-note"])
    #expect(!NoteFile(path: "README.md", bytes: []).isNote && NoteFile(path: "my-readme.md", bytes: []).isNote)
}

struct MalformedNote: Sendable, CustomStringConvertible {
    let text: String
    let line: Int
    let column: Int
    let message: String
    var description: String { message }
}

let malformedNotes: [MalformedNote] = [
    .init(text: NoteText.make(severity: "fatal"), line: 4, column: 11, message: "severity `fatal`"),
    .init(text: NoteText.make(extraFront: "sevrity: error\n"), line: 9, column: 1, message: "unknown front-matter key `sevrity`"),
    .init(text: NoteText.make(extraFront: "title: again\n"), line: 9, column: 1, message: "duplicate front-matter key `title`"),
    .init(text: NoteText.make(extraFront: "  bad: [\n"), line: 9, column: 3, message: "front matter:"),
    .init(text: NoteText.make().replacingOccurrences(of: "id: my-note\n", with: ""), line: 1, column: 1, message: "no `id`"),
    .init(text: NoteText.make().replacingOccurrences(of: "title: My note\n", with: ""), line: 1, column: 1, message: "no `title`"),
    .init(text: NoteText.make(id: "My Note"), line: 2, column: 5, message: "id `My Note`"),
    .init(text: "# no front matter\n", line: 1, column: 1, message: "starts with a `---`"),
    .init(text: NoteText.make().replacingOccurrences(of: "title: My note", with: "title: Banner: keep it visible"), line: 3, column: 14,
          message: "(a value holding ': ' must be quoted: \"...\")"),
    .init(text: NoteText.make().replacingOccurrences(of: "must-pass", with: "must_pass"), line: 28, column: 1, message: "`must_pass`"),
    .init(text: NoteText.make().replacingOccurrences(of: "```check", with: "```objc"), line: 10, column: 1, message: "no ```check"),
    .init(text: NoteText.make(body: "```session must-fail file=nope.jsonl\n```\n"), line: 36, column: 1, message: "no such file"),
]

@Test(arguments: malformedNotes)
func aMalformedNoteIsReportedAtFileLineColumn(_ bad: MalformedNote) throws {
    let result = NoteLoader.load(defaults: [], user: [NoteText.file("mine/bad.md", bad.text)])
    #expect(result.notes.isEmpty)
    let error = try #require(result.errors.first)
    #expect(error.file == "mine/bad.md")
    #expect((error.line, error.column) == (bad.line, bad.column), "\(error)")
    #expect(error.message.contains(bad.message), "\(error)")
    #expect(error.description.hasPrefix("mine/bad.md:\(bad.line):\(bad.column): "))
}

@Test func aCheckErrorIsReportedAtItsLineInTheNoteFile() throws {
    let text = NoteText.make(check: "never `app.alert`\nreport \"x\"\n\nnever `noSuchEvent:`\nreport \"y\"\n")
    let error = try #require(NoteLoader.load(defaults: [], user: [NoteText.file("m/x.md", text)]).errors.first)
    #expect(error.line == 25, "\(error)")
    #expect(error.column == 7, "\(error)")
    #expect(error.message.contains("noSuchEvent"), "\(error)")
}

@Test func aNoteOver64KiBIsRefused() throws {
    let big = NoteText.make(body: String(repeating: "x", count: 70_000))
    let result = NoteLoader.load(defaults: [NoteText.file("big.md", big)])
    #expect(result.errors.first?.message.contains("64 KiB") == true)
}

@Test func userNotesReplaceSameIDAndAddNewOnes() throws {
    let defaults = [
        NoteText.file("notes/a.md", NoteText.make(id: "a", title: "Default A")),
        NoteText.file("notes/b.md", NoteText.make(id: "b", title: "Default B")),
    ]
    let user = [
        NoteText.file("mine/a.md", NoteText.make(id: "a", title: "Mine A", severity: "error")),
        NoteText.file("mine/c.md", NoteText.make(id: "c", title: "Mine C")),
    ]
    let result = NoteLoader.load(defaults: defaults, user: user)
    #expect(result.errors == [])
    #expect(result.notes.map(\.id) == ["a", "b", "c"])
    #expect(result.note("a")?.title == "Mine A")
    #expect(result.note("a")?.severity == .error)
    #expect(result.note("a")?.isDefault == false)
    #expect(result.note("b")?.isDefault == true)
}

@Test func catalogueNotesComeFirstInRulesOrder() {
    let order = NoteFile(path: "notes/order.txt", bytes: Array("banner-never-empty\nad-main-thread\nmodel-consistency\n".utf8))
    let files = ["zzz-mine", "model-consistency", "ad-main-thread", "banner-never-empty"].map {
        NoteText.file("notes/\($0).md", NoteText.make(id: $0))
    } + [order]
    #expect(NoteLoader.load(defaults: files).notes.map(\.id) == ["banner-never-empty", "ad-main-thread", "model-consistency", "zzz-mine"])
}

@Test func exampleFromAFileBesideTheNote() throws {
    let session = "{\"adsession\": 1, \"id\": \"x\", \"device\": {\"family\": \"iPad\"}, \"os\": \"4.3\"}\n"
    let text = NoteText.make(body: "```session must-fail file=ex.jsonl\n```\n")
    let result = NoteLoader.load(defaults: [NoteText.file("n/x.md", text), NoteText.file("n/ex.jsonl", session)])
    let example = try #require(result.notes.first?.examples.last)
    #expect(example.session == session)
    #expect(example.fileName == "ex.jsonl")
}

@Test func duplicateIDsInOneFolderAreAnError() {
    let files = [NoteText.file("n/a.md", NoteText.make(id: "a")), NoteText.file("n/b.md", NoteText.make(id: "a"))]
    let result = NoteLoader.load(defaults: [], user: files)
    #expect(result.notes.count == 1)
    #expect(result.errors.map(\.description) == ["n/b.md:2:1: id `a` is already used by n/a.md"])
}
