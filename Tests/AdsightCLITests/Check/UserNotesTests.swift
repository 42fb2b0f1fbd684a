import Foundation
import Testing
@testable import AdsightCLI

/// A user note in its own file; `check` is the check block.
func userNote(id: String, severity: String, check: String) -> String {
    """
    ---
    id: \(id)
    title: User note \(id)
    severity: \(severity)
    ---

    # User note

    ```check
    \(check)
    ```
    """
}

@Test func aUserNoteWithANewIDIsAdded() throws {
    let dir = try CheckFixtures.folder([
        "no-layout-off-main.md": userNote(id: "zz-no-set-frame", severity: "error", check: "never `setFrame:`\nreport \"setFrame: on {ad}\""),
    ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let options = PipelineOptions(inputs: [CheckFixtures.clean], notesDirectory: dir, builtInNotes: CheckFixtures.notes)
    let sessions = try CheckFixtures.sessions(CheckAction(options: options, format: .json).perform().stdout)
    let results = try #require(sessions.first?["results"] as? [[String: Any]])
    #expect(results.map { $0["rule"] as? String } == ["ad-allow-actions", "ad-main-thread", "zz-no-set-frame"])
    #expect(results.last?["status"] as? String == "fail")
    #expect(CheckAction(options: options).perform().exitCode == 1)
}

@Test func aUserNoteWithAShippedIDReplacesIt() throws {
    let dir = try CheckFixtures.folder([
        "strict.md": userNote(
            id: "ad-allow-actions", severity: "error",
            check: "never `bannerViewActionShouldBegin:willLeaveApplication:` where returned == false\nreport \"refused\""
        ),
    ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let before = CheckAction(options: PipelineOptions(inputs: [CheckFixtures.warning], builtInNotes: CheckFixtures.notes)).perform()
    #expect(before.exitCode == 0)
    let options = PipelineOptions(inputs: [CheckFixtures.warning], notesDirectory: dir, builtInNotes: CheckFixtures.notes)
    let after = CheckAction(options: options, format: .json).perform()
    #expect(after.exitCode == 1)
    let results = try #require(try CheckFixtures.sessions(after.stdout).first?["results"] as? [[String: Any]])
    #expect(results.filter { $0["rule"] as? String == "ad-allow-actions" }.count == 1)
    #expect(results.first { $0["rule"] as? String == "ad-allow-actions" }?["severity"] as? String == "error")
}

@Test func aMalformedUserNoteIsReportedWithFileLineColumn() throws {
    let dir = try CheckFixtures.folder([
        "bad.md": userNote(id: "bad-note", severity: "fatal", check: "never `app.alert`\nreport \"x\""),
        "bad-check.md": userNote(id: "bad-check", severity: "error", check: "never `app.alert`\nreport \"x\"\nnever `noSuchEvent:`\nreport \"y\""),
    ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = CheckAction(options: PipelineOptions(inputs: [CheckFixtures.clean], notesDirectory: dir, builtInNotes: CheckFixtures.notes)).perform()
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("\(dir)/bad.md:4:11: severity `fatal`"), "\(result.stderr)")
    #expect(result.stderr.contains("\(dir)/bad-check.md:12:7: unknown event `noSuchEvent:`"), "\(result.stderr)")
    let listed = NotesListAction(notesDirectory: dir).perform()
    #expect(listed.exitCode == 2)
}

@Test func aMissingNotesFolderIsAnError() {
    let result = CheckAction(options: PipelineOptions(inputs: [CheckFixtures.clean], notesDirectory: "/no/such/notes", builtInNotes: CheckFixtures.notes)).perform()
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("/no/such/notes: --notes: no such directory"))
}

/// A user's note whose example does not do what its label says: `build` warns at the
/// example's line and the note page marks it; an example that holds is not marked.
@Test func aUserNotesExampleThatDoesNotHoldIsMarked() throws {
    let header = #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"#
    let setFrame = #"{"t": 0, "event": "initWithFrame:", "ad": "b", "class": "ADBannerView", "frame": [0, 0, 320, 50]}"#
        + "\n" + #"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [0, 10, 320, 50]}"#
    let note = userNote(id: "zz-no-set-frame", severity: "error", check: "never `setFrame:`\nreport \"setFrame: on {ad}\"")
        + "\n\n```session must-pass\n\(header)\n\(setFrame)\n```\n\n```session must-fail\n\(header)\n\(setFrame)\n```\n"
    let dir = try CheckFixtures.folder(["zz-no-set-frame.md": note])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let out = dir + "/site"
    let built = BuildAction(options: PipelineOptions(inputs: [CheckFixtures.clean], notesDirectory: dir, builtInNotes: CheckFixtures.notes),
                            out: out, currentDirectory: dir).perform()
    #expect(built.stderr.contains("warning: \(dir)/zz-no-set-frame.md:14:1: the must-pass example of zz-no-set-frame does not hold: expected pass, got fail"),
            "\(built.stderr)")
    let page = try String(contentsOfFile: out + "/notes/zz-no-set-frame.html", encoding: .utf8)
    #expect(page.components(separatedBy: "This example does not hold:").count == 2, "only the must-pass is marked")
}
