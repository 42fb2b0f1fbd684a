import AdsightCLI
import Foundation
import Testing
import TestScratch

/// A site built by `adsight build` from sessions and a note whose every shown string is
/// hostile: script tags, attribute break-outs, `javascript:` URLs, `]]>`, control and bidi
/// characters. Each field's payload starts with the field's name (`model:<script>...`), so
/// a test can see that the field was shown, escaped.
enum HostileSite {
    /// Every context-breaking string at once; the scripts would set the title to PWNED.
    static let payload = "<script>document.title='PWNED'</script>\"><svg onload=document.title='PWNED'>"
        + "'><img src=x onerror=document.title='PWNED'>javascript:document.title='PWNED' ]]><!-- -->"
        + "&amp; ctl\u{01}\u{1B}]0;term\u{07}\u{7F}\u{85} bidi\u{202E}txt.exe\u{2066} </title></style></script>"
        + "<script>document.title='PWNED'</script>{{x}}"

    static func field(_ name: String) -> String { name + ":" + payload }

    /// Fields the site shows, by payload label (the invalid session's header id is not
    /// shown: its page is named after its file).
    static let shownFields = ["id", "title", "model", "app", "version", "recordedAt", "view", "thread", "ad",
                              "code", "errmsg", "event", "alert", "what", "from", "to", "reason", "family", "frame",
                              "ntitle"]

    /// The hostile file names (no `/`, which no file name can hold).
    static let validFile = "\"><img src=x onerror=document.title='PWNED'> bidi\u{202E}gnp.jsonl"
    static let invalidFile = "<script>bad\u{1B}[31m.jsonl"

    struct Built {
        let root: String
        let result: ActionResult
        var site: String { root + "/site" }
        func text(_ relative: String) -> String { String(decoding: FileManager.default.contents(atPath: site + "/" + relative) ?? Data(), as: UTF8.self) }
        var files: [String] { (FileManager.default.enumerator(atPath: site)?.compactMap { $0 as? String } ?? []).filter { !$0.hasPrefix("assets") }.sorted() }
    }

    static let built: Result<Built, Error> = Result { try build() }

    static func json(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    /// A YAML double-quoted scalar (JSON's escapes, plus DEL and C1, which YAML wants escaped).
    static func yaml(_ text: String) throws -> String {
        try json([text]).dropFirst().dropLast().replacingOccurrences(of: "\u{7F}", with: "\\u007f").replacingOccurrences(of: "\u{85}", with: "\\u0085")
    }

    static func build() throws -> Built {
        let root = ProcessScratch.root + "/hostile-site"
        try? FileManager.default.removeItem(atPath: root)
        let fm = FileManager.default
        for d in ["in", "notes", "home"] { try fm.createDirectory(atPath: root + "/" + d, withIntermediateDirectories: true) }
        let ad = field("ad")
        let header: [String: Any] = ["adsession": 1, "id": field("id"), "title": field("title"),
                                     "device": ["family": "iPhone", "model": field("model")], "os": "4.2",
                                     "app": ["name": field("app"), "version": field("version")], "recordedAt": field("recordedAt")]
        let events: [[String: Any]] = [
            ["t": 0, "event": "view.frame", "view": field("view"), "frame": [0, 0, 320, 480]],
            ["t": 0, "event": "initWithFrame:", "ad": ad, "class": "ADBannerView", "frame": [0, 430, 320, 50], "thread": field("thread")],
            ["t": 0, "event": "view.add", "ad": ad, "inViewController": true],
            ["t": 1, "event": "bannerView:didFailToReceiveAdWithError:", "ad": ad, "error": ["code": field("code"), "message": field("errmsg")]],
            ["t": 2, "event": field("event")],
            ["t": 3, "event": "app.alert", "message": field("alert")],
            ["t": 4, "event": "app.pause", "what": field("what")],
            ["t": 5, "event": "app.resume"],
            ["t": 6, "event": "app.transition", "from": field("from"), "to": field("to")],
            ["t": 7, "event": "app.urgent", "reason": field("reason")],
        ]
        let valid = try ([header] + events).map(json).joined(separator: "\n") + "\n"
        #expect(fm.createFile(atPath: root + "/in/" + validFile, contents: Data(valid.utf8)))
        var bad = header
        bad["id"] = field("id2"); bad["device"] = ["family": field("family")]
        let invalid = try [bad, ["t": 0, "event": "setFrame:", "ad": ad, "frame": field("frame")]].map(json).joined(separator: "\n") + "\n"
        #expect(fm.createFile(atPath: root + "/in/" + invalidFile, contents: Data(invalid.utf8)))

        let note = """
        ---
        id: hostile-note
        title: \(try yaml(field("ntitle")))
        severity: warning
        applies-to: banner
        source:
          - seed: "001"
            section: \(try yaml(field("nsection")))
        ---

        # \(payload)

        Body \(payload) with a [link](javascript:document.title='PWNED') and <img src=x onerror=document.title='PWNED'>.

        ## Fix

        \(payload)

        ## Check

        ```check
        never `app.alert`
        report "alert <script>document.title='PWNED'</script> ]]> \u{202E} {ad}"
        ```

        """
        #expect(fm.createFile(atPath: root + "/notes/hostile.md", contents: Data(note.utf8)))
        let badNote = "---\nid: \(try yaml(field("nid")))\ntitle: x\nseverity: warning\napplies-to: banner\n---\n# x\n"
        #expect(fm.createFile(atPath: root + "/notes/bad.md", contents: Data(badNote.utf8)))

        let result = BuildAction(options: PipelineOptions(inputs: [root + "/in"], notesDirectory: root + "/notes"),
                                 out: root + "/site", sourceDateEpoch: nil,
                                 currentDirectory: root, homeDirectory: root + "/home").perform()
        return Built(root: root, result: result)
    }

    /// Tests/AdsightCLITests/Fixtures/hardening (the Python checkers and the JSON Schema).
    static let tools = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AdsightCLITests/Fixtures/hardening").path
}
