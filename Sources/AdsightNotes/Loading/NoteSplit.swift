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
        // The lines are slices of `text`: with no "\r" to drop, each part is one slice.
        let plain = !(text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\r")) }
            ?? text.utf8.contains(UInt8(ascii: "\r")))
        let yaml = plain && close > 1 ? String(text[lines[1].startIndex..<lines[close - 1].endIndex]) : lines[1..<close].joined(separator: "\n")
        let body = plain && close + 1 < lines.count ? String(text[lines[close + 1].startIndex...]) : lines[(close + 1)...].joined(separator: "\n")
        return NoteSplit(yaml: yaml, yamlLine: 2, body: body, bodyLine: close + 2)
    }

    /// The lines of `text`, split at each "\n" byte, without a "\r" ending them.
    static func lines(of text: String) -> [Substring] {
        var text = text
        let bounds = text.withUTF8 { bytes -> [(Int, Int)] in
            var bounds: [(Int, Int)] = []
            var start = 0
            for i in 0..<bytes.count where bytes[i] == UInt8(ascii: "\n") {
                bounds.append((start, i > start && bytes[i - 1] == UInt8(ascii: "\r") ? i - 1 : i))
                start = i + 1
            }
            let end = bytes.count
            bounds.append((start, end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end))
            return bounds
        }
        let utf8 = text.utf8
        return bounds.map { start, end in
            Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
        }
    }

    private static func isFence(_ line: Substring, closing: Bool) -> Bool {
        var trimmed = line
        while let last = trimmed.last, last == " " || last == "\r" || last == "\t" { trimmed.removeLast() }
        return trimmed == "---" || (closing && trimmed == "...")
    }
}
