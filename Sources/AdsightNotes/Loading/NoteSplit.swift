/// A note's text cut into its front matter and its Markdown body, with the line each
/// starts on in the file.
struct NoteSplit {
    /// The YAML between the `---` lines.
    var yaml: String
    /// The 1-based file line of the YAML's first line (2).
    var yamlLine: Int
    /// Everything after the closing `---`.
    var body: String
    /// The 1-based file line of the body's first line.
    var bodyLine: Int

    /// Splits `text`; a note must open with a `---` line and close its front matter with
    /// another `---` (or `...`) line. Lines may end in "\n" or "\r\n" (a note saved on
    /// Windows); both parts come out with "\n" alone.
    static func split(_ text: String, file: String) throws(NoteError) -> NoteSplit {
        let lines = lines(of: text)
        guard let first = lines.first, isFence(first, closing: false) else {
            throw NoteError(file: file, line: 1, column: 1, message: "a note starts with a `---` line opening its YAML front matter")
        }
        guard let close = lines.indices.dropFirst().first(where: { isFence(lines[$0], closing: true) }) else {
            throw NoteError(file: file, line: 1, column: 1, message: "the front matter opened on line 1 is never closed with `---`")
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n")
        return NoteSplit(yaml: yaml, yamlLine: 2, body: body, bodyLine: close + 2)
    }

    /// The lines of `text`, split at each "\n" byte, without a "\r" ending them.
    static func lines(of text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
        }
    }

    private static func isFence(_ line: Substring, closing: Bool) -> Bool {
        var trimmed = line
        while let last = trimmed.last, last == " " || last == "\r" || last == "\t" { trimmed.removeLast() }
        return trimmed == "---" || (closing && trimmed == "...")
    }
}
