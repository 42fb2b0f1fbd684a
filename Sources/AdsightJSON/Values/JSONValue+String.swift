extension JSONValue {
    /// The decoded string, or nil unless the value is a string.
    public var string: String? {
        let n = node
        guard n.kind == .string else { return nil }
        let base = document.bytes.startIndex
        let body = document.bytes[(base + n.start + 1)..<(base + n.end - 1)]
        if !n.flag { return String(decoding: body, as: UTF8.self) }
        return String(decoding: JSONValue.unescape(body), as: UTF8.self)
    }

    /// Whether this string value (usually a key) equals `text`, compared as bytes
    /// without decoding when it holds no escapes.
    public func keyEquals(_ text: String) -> Bool {
        let n = node
        guard n.kind == .string else { return false }
        if n.flag { return string == text }
        let base = document.bytes.startIndex
        let body = document.bytes[(base + n.start + 1)..<(base + n.end - 1)]
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count == body.count else { return false }
            return zip(utf8, body).allSatisfy { $0 == $1 }
        }
    }

    /// Whether two string values (usually keys) hold the same text, escapes decoded.
    public func sameString(as other: JSONValue) -> Bool {
        let a = node, b = other.node
        guard a.kind == .string, b.kind == .string else { return false }
        if !a.flag && !b.flag {
            return rawBytes.elementsEqual(other.rawBytes)
        }
        return string == other.string
    }

    /// Whether the decoded string contains U+0000 (possible only through a `\u0000` escape).
    public var containsNUL: Bool {
        let n = node
        guard n.kind == .string, n.flag else { return false }
        return string?.unicodeScalars.contains("\u{0}") ?? false
    }

    /// Decodes the escapes of a validated string body to UTF-8.
    static func unescape(_ body: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(body.count)
        var i = body.startIndex
        let end = body.endIndex
        while i < end {
            let b = body[i]
            guard b == UInt8(ascii: "\\"), i + 1 < end else { out.append(b); i += 1; continue }
            let e = body[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex(body, i)
                i += 4
                if scalar >= 0xD800 && scalar <= 0xDBFF, i + 6 <= end {
                    let low = hex(body, i + 2)
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                appendUTF8(scalar, to: &out)
            default: out.append(e)
            }
        }
        return out
    }

    static func hex(_ body: ArraySlice<UInt8>, _ at: Int) -> UInt32 {
        var v: UInt32 = 0
        for k in 0..<4 {
            let b = body[at + k]
            let d: UInt8 = b <= UInt8(ascii: "9") ? b - 48 : (b | 0x20) - UInt8(ascii: "a") + 10
            v = v << 4 | UInt32(d)
        }
        return v
    }

    static func appendUTF8(_ s: UInt32, to out: inout [UInt8]) {
        if s < 0x80 {
            out.append(UInt8(s))
        } else if s < 0x800 {
            out.append(UInt8(0xC0 | (s >> 6))); out.append(UInt8(0x80 | (s & 0x3F)))
        } else if s < 0x10000 {
            out.append(UInt8(0xE0 | (s >> 12))); out.append(UInt8(0x80 | ((s >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (s & 0x3F)))
        } else {
            out.append(UInt8(0xF0 | (s >> 18))); out.append(UInt8(0x80 | ((s >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((s >> 6) & 0x3F))); out.append(UInt8(0x80 | (s & 0x3F)))
        }
    }
}
