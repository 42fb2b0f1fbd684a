/// One `{{...}}` tag of a template, where it is written, as `TemplateTag.scan` finds it.
struct TemplateTag: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// `{{name}}`, `{{{name}}}`, `{{&name}}`.
        case value
        /// `{{#name}}` or `{{^name}}`.
        case open
        /// `{{/name}}`.
        case close
        /// `{{> name}}`.
        case partial
    }

    var kind: Kind
    /// The name as written, trimmed (`verdict`, `note.title`; a transform's argument for `{{f(x)}}`).
    var name: String
    /// 1-based line and column of the tag's `{{`.
    var line: Int
    var column: Int

    /// Every value, section and partial tag of `text`, in order. Comments, pragmas and
    /// inheritance tags are skipped; scanning stops at a set-delimiter tag (`{{=<% %>=}}`),
    /// after which `{{` no longer opens a tag. An unclosed `{{` ends the scan too (Mustache
    /// reports it when it parses the template).
    static func scan(_ text: String) -> [TemplateTag] {
        let bytes = Array(text.utf8)
        var tags: [TemplateTag] = []
        var i = 0, line = 1, lineStart = 0
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1; i += 1; continue }
            guard bytes[i] == UInt8(ascii: "{"), bytes[i + 1] == UInt8(ascii: "{") else { i += 1; continue }
            let at = (line: line, column: String(decoding: bytes[lineStart..<i], as: UTF8.self).count + 1)
            let triple = i + 2 < bytes.count && bytes[i + 2] == UInt8(ascii: "{")
            let start = i + (triple ? 3 : 2)
            guard let end = find(bytes, from: start) else { break }
            var inner = String(decoding: bytes[start..<end], as: UTF8.self)
            for b in bytes[i..<end] where b == UInt8(ascii: "\n") { line += 1 }
            if let nl = bytes[i..<end].lastIndex(of: UInt8(ascii: "\n")) { lineStart = nl + 1 }
            i = end + 2 + (triple && end + 2 < bytes.count && bytes[end + 2] == UInt8(ascii: "}") ? 1 : 0)
            let sigil = inner.first.map { triple ? Character("&") : $0 } ?? " "
            if !triple, "#^/>&!%=$<".contains(sigil) { inner.removeFirst() }
            let kind: Kind
            switch sigil {
            case "#", "^": kind = .open
            case "/": kind = .close
            case ">": kind = .partial
            case "=": return tags
            case "!", "%", "$", "<": continue
            default: kind = .value
            }
            tags.append(TemplateTag(kind: kind, name: argument(inner), line: at.line, column: at.column))
        }
        return tags
    }

    /// The name a tag's text refers to: trimmed, and for a transform `f(x)` its argument `x`.
    private static func argument(_ inner: String) -> String {
        var name = inner.trimmed(of: " \t\r\n")
        while let open = name.lastIndex(of: "("), let close = name.firstIndex(of: ")"), open < close {
            name = String(name[name.index(after: open)..<close]).trimmed(of: " \t\r\n")
        }
        return name
    }

    /// The index of the next `}}` from `start`.
    private static func find(_ bytes: [UInt8], from start: Int) -> Int? {
        var j = start
        while j + 1 < bytes.count {
            if bytes[j] == UInt8(ascii: "}"), bytes[j + 1] == UInt8(ascii: "}") { return j }
            j += 1
        }
        return nil
    }
}

private extension String {
    func trimmed(of set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
