@testable import AdsightCLI
import Testing

/// What a command prints can carry session strings; none may drive the terminal.
struct TerminalTextTests {
    @Test(arguments: [
        ("banner\u{1B}]0;pwned\u{07}-1", "banner\\u{1B}]0;pwned\\u{7}-1"),
        ("ad\u{202E}1", "ad\\u{202E}1"),
        ("a\u{9B}b\u{7F}", "a\\u{9B}b\\u{7F}"),
        ("line 1\n\tindented, café ✓", "line 1\n\tindented, café ✓"),
    ])
    func controlsBecomeVisibleEscapes(input: String, expected: String) {
        #expect(TerminalText.safe(input) == expected)
        #expect(ActionResult(stdout: input, stderr: input).stderr == expected)
    }

    @Test func jsonOutputPassesUnchanged() {
        let json = #"{"id":"a\u001b\u202e","t":0}"# + "\n"
        #expect(ActionResult(stdout: json).stdout == json)
    }
}
