/// One line of a text output (`replay`, `check`): what a session says (an id, an ad's or a
/// view's name, an error's message) never breaks it. A line feed or carriage return inside
/// is written `\n` / `\r`, so a recording cannot start a line of its own, such as a GitHub
/// Actions workflow command (`::error file=...::...`) in a CI log. (Other control characters
/// are made visible for the terminal as a whole: `TerminalText`.)
enum TextLine {
    /// `text` on one line, ended by a line feed.
    static func of(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text + "\n" }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for c in text.unicodeScalars {
            switch c {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\n"
    }
}
