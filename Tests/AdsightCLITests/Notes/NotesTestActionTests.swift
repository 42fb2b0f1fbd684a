import Foundation
import Testing
@testable import AdsightCLI

/// A user note replacing `ad-main-thread`, up to its examples (its line 12 is the first after it).
func mainThreadNote(title: String) -> String {
    """
    ---
    id: ad-main-thread
    title: \(title)
    severity: error
    ---

    ```check
    never any call where thread != "main"
    report "{event} off the main thread"
    ```

    """
}

@Test func notesTestPassesOnGoodNotes() {
    let result = NotesTestAction(builtInNotes: CheckFixtures.notes).perform()
    #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.hasSuffix("examples passed in 2 notes\n"))
}

@Test func notesTestFailsWhenAnExampleIsWrong() throws {
    // A user note whose must-pass example breaks its own check.
    let text = mainThreadNote(title: "Wrong examples") + """

    ```session must-pass
    {"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}
    {"t": 0, "event": "initWithFrame:", "ad": "b", "class": "ADBannerView", "frame": [0, 0, 320, 50], "thread": "worker"}
    ```

    ```session must-fail lines=3
    {"adsession": 1, "id": "y", "device": {"family": "iPhone"}, "os": "4.2"}
    {"t": 0, "event": "initWithFrame:", "ad": "b", "class": "ADBannerView", "frame": [0, 0, 320, 50], "thread": "worker"}
    ```
    """
    let dir = try CheckFixtures.folder(["wrong.md": text])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = NotesTestAction(notesDirectory: dir, builtInNotes: CheckFixtures.notes).perform()
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("\(dir)/wrong.md:12:1: FAIL ad-main-thread must-pass: expected pass, got fail"), "\(result.stdout)")
    #expect(result.stdout.contains("\(dir)/wrong.md:17:1: FAIL ad-main-thread must-fail: expected evidence on lines 3, got 2"), "\(result.stdout)")
}

@Test func notesCommandsParse() throws {
    let test = try NotesTestCommand.parse(["--notes", "dir", "--verbose"])
    #expect(test.action.notesDirectory == "dir")
    #expect(test.action.verbose)
    #expect(try NotesListCommand.parse([]).action.notesDirectory == nil)
}

/// A note reading exposure states (the rule language page's example) passes its examples.
@Test func notesTestRunsAnExposureNote() {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/exposure/notes").path
    let result = NotesTestAction(notesDirectory: dir, verbose: true, builtInNotes: CheckFixtures.notes).perform()
    #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("banner-hidden-too-long must-fail"), "\(result.stdout)")
    #expect(result.stdout.hasSuffix("examples passed in 3 notes\n"), "\(result.stdout)")
}

/// A misspelt event in an example is named at its line and column in the note, as `check`
/// would warn of it in a session file; the examples' verdicts stand.
@Test func notesTestWarnsOfWhatAnExampleMisspells() throws {
    let text = mainThreadNote(title: "Misspelt example") + """

    ```session must-pass
    {"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}
    {"t": 0, "event": "viewWillDissapear:"}
    {"t": 1, "event": "initWithFrame:", "ad": "b", "class": "ADBannerView", "frame": [0, 0, 320, 50]}
    ```

    ```session must-fail
    {"adsession": 1, "id": "y", "device": {"family": "iPhone"}, "os": "4.2"}
    {"t": 0, "event": "initWithFrame:", "ad": "b", "class": "ADBannerView", "frame": [0, 0, 320, 50], "thread": "worker"}
    ```
    """
    let dir = try CheckFixtures.folder(["misspelt.md": text])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = NotesTestAction(notesDirectory: dir, builtInNotes: CheckFixtures.notes).perform()
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stderr.contains("warning: \(dir)/misspelt.md:14:"), "\(result.stderr)")
    #expect(result.stderr.contains("viewWillDisappear:"), "\(result.stderr)")
    #expect(!NotesTestAction(builtInNotes: CheckFixtures.notes).perform().stderr.contains("warning"))
}
