import Testing
@testable import AdsightNotes

/// A note whose check fails on `app.alert`, with the examples given.
func alertNote(examples: String) throws -> Note {
    let text = """
    ---
    id: no-alerts
    title: No alerts
    severity: warning
    ---

    ```check
    after `bannerViewDidLoadAd:` forbid `app.alert` within 1s
    report "alert after load"
    ```

    \(examples)
    """
    let result = NoteLoader.load(defaults: [NoteFile(path: "n/no-alerts.md", bytes: Array(text.utf8))])
    return try #require(result.notes.first, "\(result.errors)")
}

let alertHeader = #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"#
let alertInit = #"{"t": 0, "event": "initWithFrame:", "ad": "b", "class": "ADBannerView", "frame": [0, 0, 320, 50]}"#
let alertLoad = #"{"t": 1, "event": "bannerViewDidLoadAd:", "ad": "b"}"#
let alertAlert = #"{"t": 1.5, "event": "app.alert"}"#

@Test func examplesThatHoldPass() throws {
    let note = try alertNote(examples: """
    ```session must-pass
    \(alertHeader)
    \(alertInit)
    \(alertLoad)
    ```

    ```session must-fail lines=4
    \(alertHeader)
    \(alertInit)
    \(alertLoad)
    \(alertAlert)
    ```
    """)
    let outcomes = NoteExampleRunner.run(note)
    #expect(outcomes.map(\.passed) == [true, true], "\(outcomes)")
}

@Test func wrongExpectationsAndPinsAreReportedAtTheFence() throws {
    let note = try alertNote(examples: """
    ```session must-pass
    \(alertHeader)
    \(alertInit)
    \(alertLoad)
    \(alertAlert)
    ```

    ```session must-fail lines=3
    \(alertHeader)
    \(alertInit)
    \(alertLoad)
    \(alertAlert)
    ```

    ```session must-fail
    {"adsession": 1}
    ```
    """)
    let outcomes = NoteExampleRunner.run(note)
    #expect(outcomes.map(\.passed) == [false, false, false])
    #expect(outcomes[0].description.hasPrefix("n/no-alerts.md:12:1: FAIL no-alerts must-pass: expected pass, got fail"))
    #expect(outcomes[1].message == "expected evidence on lines 3, got 4 (line 4: alert after load)")
    // An invalid example is located at its first error, in the note file (FILE:LINE:COLUMN).
    #expect(outcomes[2].message.hasPrefix("the example session is invalid: the header is missing"))
    #expect(outcomes[2].line == outcomes[1].line + 8 && outcomes[2].column == 1)
    #expect(outcomes[2].description.hasPrefix("n/no-alerts.md:\(outcomes[2].line):1: FAIL"))
}

@Test func aNoteWithoutBothKindsOfExampleFails() throws {
    let outcomes = NoteExampleRunner.run(try alertNote(examples: ""))
    #expect(outcomes.map(\.message) == ["the note has no must-pass example", "the note has no must-fail example"])
}
