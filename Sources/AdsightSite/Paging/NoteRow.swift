/// One session on a note page, as a `PagedRows` list keeps it: its page name, its label
/// and, when the rule failed there, its breaches and the first one's time and line. Encoded
/// as length-prefixed fields, decoded into a page's `TemplateTable` when the page renders.
struct NoteRow {
    var page: String
    var label: String
    /// Breaches and the first one's time and line (nil time: no evidence kept).
    var failure: (breaches: Int, t: Double?, line: Int)?

    func encode() -> [UInt8] {
        var out: [UInt8] = []
        Self.put(page, &out); Self.put(label, &out)
        if let f = failure {
            Self.put(UInt64(f.breaches), &out)
            Self.put(f.t.map { $0.bitPattern } ?? UInt64.max, &out)
            Self.put(UInt64(max(f.line, 0)), &out)
        }
        return out
    }

    /// The rows of one encoded page, into `table`: failing rows (`href`, `label`, `breaches`,
    /// `first`, `firstHref`: its line in the log) when `failing`, else passing ones (`href`,
    /// `label`); `anchor` ends failing links.
    static func decode(_ bytes: [UInt8], failing: Bool, anchor: String, into table: TemplateTable) {
        var at = 0
        while at < bytes.count {
            let page = string(bytes, &at), label = string(bytes, &at)
            let link = "../sessions/" + page + ".html"
            if failing {
                table.append(link, anchor)
                table.append(label)
                table.append(Fmt.plural(Int(number(bytes, &at)), "breach", "breaches"))
                let t = number(bytes, &at), line = number(bytes, &at)
                if t == UInt64.max {
                    table.appendMissing(); table.appendMissing()
                } else {
                    table.append(Fmt.seconds(Double(bitPattern: t)), ", line ", String(line))
                    table.append(link, "#L", String(line))  // the line in the session's log
                }
            } else {
                table.append(link)
                table.append(label)
            }
        }
    }

    private static func put(_ text: String, _ out: inout [UInt8]) {
        put(UInt64(text.utf8.count), &out)
        out += text.utf8
    }

    private static func put(_ n: UInt64, _ out: inout [UInt8]) {
        var n = n
        while n >= 0x80 { out.append(UInt8(n & 0x7f) | 0x80); n >>= 7 }
        out.append(UInt8(n))
    }

    private static func number(_ bytes: [UInt8], _ at: inout Int) -> UInt64 {
        var n: UInt64 = 0, shift: UInt64 = 0
        while at < bytes.count {
            let b = bytes[at]; at += 1
            n |= UInt64(b & 0x7f) << shift
            if b < 0x80 { break }
            shift += 7
        }
        return n
    }

    private static func string(_ bytes: [UInt8], _ at: inout Int) -> String {
        let n = Int(number(bytes, &at)), end = min(at + n, bytes.count)
        defer { at = end }
        return String(decoding: bytes[at..<end], as: UTF8.self)
    }
}
