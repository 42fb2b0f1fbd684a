import Testing
@testable import AdsightNotes

@Test func AdsightNotesModuleLoads() { #expect(Bool(true)) }
