/// The fast path for event lines: one pass over the bytes of a line holding a flat JSON
/// object of known members (keys matched by bytes, numbers converted inline, strings kept
/// as spans), with no tape and no allocation beyond the Event's own strings. It returns nil
/// for anything unusual or wrong (an escape, non-ASCII text, an unknown name or member, a
/// duplicate, a type or value the event does not accept); the caller then takes the full
/// parser and decoder, which produce every diagnostic. A line it accepts decodes to the
/// same Event on the slow path (tests check both agree).
enum EventLineScanner {
    /// The event of a line (without its "\n"), or nil to take the slow path.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> Event? {
        var c = ByteCursor(bytes)
        var f = EventLineFields()
        guard scanMembers(&c, &f) else { return nil }
        c.skipWhitespace()
        guard c.i == c.n else { return nil }
        return EventLineBuilder.event(f, c.p, line: line)
    }

    /// `{ "key": value, ... }` of known, distinct members.
    @inline(__always)
    static func scanMembers(_ c: inout ByteCursor, _ f: inout EventLineFields) -> Bool {
        guard c.take(UInt8(ascii: "{")) else { return false }
        c.skipWhitespace()
        guard c.byte == UInt8(ascii: "\"") else { return false }  // `{}` or junk: slow path
        while true {
            guard let key = c.string(), let field = EventField.match(key), f.seen & field.bit == 0 else { return false }
            f.seen |= field.bit
            guard c.take(UInt8(ascii: ":")) else { return false }
            c.skipWhitespace()
            guard scanValue(field, &c, &f) else { return false }
            c.skipWhitespace()
            guard c.i < c.n else { return false }
            let b = c.p[c.i]
            c.i += 1
            if b == UInt8(ascii: "}") { return true }
            guard b == UInt8(ascii: ","), c.take(UInt8(ascii: "\"")) else { return false }
            c.i -= 1  // back onto the key's opening quote
        }
    }

    /// The value of `field`, which must have the type the format gives it.
    @inline(__always)
    static func scanValue(_ field: EventField, _ c: inout ByteCursor, _ f: inout EventLineFields) -> Bool {
        switch field {
        case .t: guard let v = c.number() else { return false }; f.t = v
        case .z: guard let v = c.number() else { return false }; f.z = v
        case .duration: guard let v = c.number() else { return false }; f.duration = v
        case .event:
            guard let s = c.string(), let index = EventNameIndex.match(s) else { return false }
            f.name = index
        case .delegate, .hidden, .inViewController, .value, .willLeave, .returned:
            guard let b = c.bool() else { return false }
            if b { f.trues |= field.bit }
        case .frame:
            guard let r = c.frame() else { return false }
            f.frame = r
        case .identifiers: return scanIdentifiers(&c, &f)
        case .error: return scanError(&c, &f)
        default:
            let start = c.i + 1
            guard let s = c.string() else { return false }
            return f.setText(field, ByteSpan(start: start, end: start + s.count))
        }
        return true
    }

    /// `[ "id", ... ]`: an array of strings (rare: only `setRequiredContentSizeIdentifiers:`).
    static func scanIdentifiers(_ c: inout ByteCursor, _ f: inout EventLineFields) -> Bool {
        guard c.take(UInt8(ascii: "[")) else { return false }
        if c.take(UInt8(ascii: "]")) { return true }
        while true {
            c.skipWhitespace()
            guard let s = c.string() else { return false }
            f.identifiers.append(KnownText.contentSizeIdentifier(s))
            if c.take(UInt8(ascii: "]")) { return true }
            guard c.take(UInt8(ascii: ",")) else { return false }
        }
    }

    /// `{"code": "..", "message": ".."}`: code required, message optional, nothing else.
    static func scanError(_ c: inout ByteCursor, _ f: inout EventLineFields) -> Bool {
        guard c.take(UInt8(ascii: "{")) else { return false }
        var hasCode = false, hasMessage = false
        while true {
            c.skipWhitespace()
            guard let key = c.string(), c.take(UInt8(ascii: ":")) else { return false }
            c.skipWhitespace()
            let start = c.i + 1
            guard let s = c.string() else { return false }
            let span = ByteSpan(start: start, end: start + s.count)
            if key.equals("code"), !hasCode {
                hasCode = true; f.errorCode = span
            } else if key.equals("message"), !hasMessage {
                hasMessage = true; f.errorMessage = span; f.hasErrorMessage = true
            } else {
                return false
            }
            if c.take(UInt8(ascii: "}")) { return hasCode }
            guard c.take(UInt8(ascii: ",")) else { return false }
        }
    }
}
