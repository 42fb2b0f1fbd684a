import AdsightTemplates
import Testing
@testable import AdsightNotes

/// The shipped notes, loaded once.
let shipped = NoteLoader.load(defaults: Embedded.notes.map { NoteFile(path: $0.path, bytes: $0.bytes) })

/// Every shipped note file.
let shippedNoteFiles = Embedded.notes.map(\.path).filter { $0.hasSuffix(".md") }

@Test(arguments: shippedNoteFiles)
func shippedNoteLoadsAndPassesItsExamples(_ path: String) throws {
    #expect(shipped.errors.filter { $0.file == path }.map(\.description) == [])
    let note = try #require(shipped.notes.first { $0.file == path })
    let outcomes = NoteExampleRunner.run(note)
    #expect(outcomes.contains { $0.expectation == .mustPass })
    #expect(outcomes.contains { $0.expectation == .mustFail })
    for outcome in outcomes { #expect(outcome.passed, "\(outcome)") }
}

@Test func theShippedNotesCoverTheCatalogue() {
    #expect(shipped.notes.map(\.id) == NoteCatalogue.ruleIDs)
}
