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

/// The default notes as files.
private let defaultFiles = Embedded.notes.map { NoteFile(path: $0.path, bytes: $0.bytes) }

/// `order.txt` lists every shipped note once (29: the 28 rules of rules.md, then
/// model-consistency), and the notes are loaded in its order.
@Test func theShippedNotesCoverTheCatalogue() {
    let order = NoteCatalogue.order(in: defaultFiles)
    #expect(order.count == 29 && Set(order).count == 29)
    #expect(order.first == "banner-never-empty" && order.last == "model-consistency")
    #expect(shipped.notes.map(\.id) == order)
}

/// The order is data: another `order.txt` gives another order, and a note it does not list
/// (a user's own) comes after the listed ones.
@Test func theOrderFileDecidesTheOrder() {
    let reversed = NoteCatalogue.order(in: defaultFiles).reversed().dropFirst().joined(separator: "\n")
    let files = defaultFiles.filter { !$0.path.hasSuffix(NoteCatalogue.orderFileName) }
        + [NoteFile(path: "notes/order.txt", bytes: Array(("# reversed\n" + reversed + "  # last listed\n").utf8))]
    let ids = NoteLoader.load(defaults: files).notes.map(\.id)
    #expect(ids.first == "interstitial-remove-empty-page")
    #expect(ids.dropLast().last == "banner-never-empty")
    #expect(ids.last == "model-consistency")
}
