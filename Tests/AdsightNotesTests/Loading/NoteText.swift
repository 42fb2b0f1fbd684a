/// Builds note files for tests: a valid note by default, with parts swapped out.
enum NoteText {
    static func make(
        id: String = "my-note", title: String = "My note", severity: String = "warning",
        extraFront: String = "", check: String = "never `app.alert`\nreport \"the app showed an alert\"\n", body: String = ""
    ) -> String {
        """
        ---
        id: \(id)
        title: \(title)
        severity: \(severity)
        applies-to: banner
        source:
          - seed: "001"
            section: Error Handling
        \(extraFront)---

        # \(title)

        Prose.

        ## Fix

        Do the right thing. Then more.

        ## Check

        ```check
        \(check)```

        ## Examples

        ```session must-pass
        {"adsession": 1, "id": "p", "device": {"family": "iPhone"}, "os": "4.2"}
        ```

        ```session must-fail lines=2
        {"adsession": 1, "id": "f", "device": {"family": "iPhone"}, "os": "4.2"}
        {"t": 0, "event": "app.alert"}
        ```
        \(body)
        """
    }

    static func file(_ path: String, _ text: String) -> NoteFile { NoteFile(path: path, bytes: Array(text.utf8)) }
}

import AdsightNotes
