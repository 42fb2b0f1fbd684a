/// Text made safe for GitHub-flavoured Markdown inside a paragraph or table cell: every
/// character that can open inline markup there (emphasis, code, links, HTML, entities,
/// strikethrough, the cell's end) backslash-escaped (CommonMark allows it for any ASCII
/// punctuation), a line break written `\n` (`\r`) as in every text output (`TextLine`), so it
/// shows in the rendered text as it does in the log, a tab made a space; the rest left readable.
enum MarkdownText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for ch in text.unicodeScalars {
            if ch == "\n" || ch == "\r" {
                out += ch == "\n" ? "\\\\n" : "\\\\r"  // an escaped backslash, then the letter
            } else if ch == "\t" {
                out += " "
            } else if ch.isASCII, ch.value < 0x20 || ch.value == 0x7F {
                continue
            } else if "\\`*_[]<>|~&!".unicodeScalars.contains(ch) {
                out += "\\"
                out.unicodeScalars.append(ch)
            } else {
                out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// A link destination: `base` joined with `path`, characters that would end or break it
    /// percent-encoded.
    static func url(_ base: String, _ path: String) -> String {
        let joined = base.hasSuffix("/") ? base + path : base + "/" + path
        var out = ""
        for ch in joined.unicodeScalars {
            switch ch {
            case " ": out += "%20"
            case "(": out += "%28"
            case ")": out += "%29"
            case "<": out += "%3C"
            case ">": out += "%3E"
            case "\\": out += "%5C"
            default:
                if ch.value < 0x20 || ch.value == 0x7F { continue }
                out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// `[text](url)` when there is a base URL, else the escaped text.
    static func link(_ text: String, base: String?, path: String) -> String {
        guard let base else { return escape(text) }
        return "[\(escape(text))](\(url(base, path)))"
    }
}
