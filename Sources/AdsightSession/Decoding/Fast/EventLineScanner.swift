/// The fast path for event lines: one pass over the bytes of a line holding a flat JSON
/// object of known members in any order and with any spacing (keys matched by bytes,
/// numbers converted inline, strings kept as spans), with no tape and no allocation beyond
/// the Event's own strings. It returns nil for anything unusual or wrong (an escape,
/// malformed UTF-8, an unknown name or member, a duplicate, a type or value the event does
/// not accept); the caller then takes the full parser and decoder, which produce every
/// diagnostic. A line it accepts decodes to the same Event there (tests and the fuzzer
/// check both agree).
enum EventLineScanner {
    /// Decodes the event line starting at `start` when it is plain, valid and not earlier
    /// than `notBefore`, appending its Event to `events` when `keep`. Returns the event's `t`
    /// and where the line ends (the offset of its "\n", or of the buffer's end when `atEnd`
    /// says the buffer's end ends the line too; the scan finds it); nil, appending nothing,
    /// to take the slow path.
    @inline(__always)
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool, line: Int,
        notBefore: Double, keep: Bool, names: inout NameTable, into events: inout [Event]
    ) -> (t: Double, end: Int)? {
        var c = ByteCursor(bytes, from: start)
        var f = EventLineFields()
        guard scanMembers(&c, &f) else { return nil }
        c.skipWhitespace()
        if c.i == c.n {
            guard atEnd else { return nil }
        } else {
            guard c.p[c.i] == UInt8(ascii: "\n") else { return nil }
        }
        guard f.t >= notBefore, EventLineBuilder.append(&f, c.p, line: line, keep: keep, names: &names, to: &events) else { return nil }
        return (f.t, c.i)
    }

    /// The event of one line (the whole buffer, without its "\n"), or nil.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> Event? {
        var out: [Event] = []
        var names = NameTable()
        let r = decode(bytes, from: 0, atEnd: true, line: line, notBefore: -.infinity, keep: true, names: &names, into: &out)
        return r?.end == bytes.count ? out.first : nil
    }

    /// `{ "key": value, ... }` of known, distinct members.
    @inline(__always)
    static func scanMembers(_ c: inout ByteCursor, _ f: inout EventLineFields) -> Bool {
        guard c.take(UInt8(ascii: "{")) else { return false }
        c.skipWhitespace()
        guard c.byte == UInt8(ascii: "\""), scanMember(&c, &f) else { return false }  // `{}` or junk: slow path
        while true {
            c.skipWhitespace()
            guard c.i < c.n else { return false }
            let b = c.p[c.i]
            c.i += 1
            if b == UInt8(ascii: "}") { return true }
            guard b == UInt8(ascii: ",") else { return false }
            c.skipWhitespace()
            guard scanMember(&c, &f) else { return false }
        }
    }

    /// `"key": value` of a known member not seen before.
    @inline(__always)
    static func scanMember(_ c: inout ByteCursor, _ f: inout EventLineFields) -> Bool {
        guard let key = c.string(), let field = EventField.match(key), f.seen & field.bit == 0 else { return false }
        f.seen |= field.bit
        guard c.take(UInt8(ascii: ":")) else { return false }
        c.skipWhitespace()
        return scanValue(field, &c, &f)
    }

    /// The value of `field`, which must have the type the format gives it.
    @inline(__always)
    static func scanValue(_ field: EventField, _ c: inout ByteCursor, _ f: inout EventLineFields) -> Bool {
        switch field {
        case .t: guard let v = c.number() else { return false }; f.t = v
        case .z: guard let v = c.number() else { return false }; f.z = v
        case .duration: guard let v = c.number() else { return false }; f.duration = v
        case .event:
            guard let s = c.string(), let index = EventNameIndex.shared.match(s) else { return false }
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

    /// `[ "id", ... ]`: an array of strings (only `setRequiredContentSizeIdentifiers:` has
    /// one, rarely), checked here and read by `identifiers(in:)` when the event is kept.
    static func scanIdentifiers(_ c: inout ByteCursor, _ f: inout EventLineFields) -> Bool {
        let start = c.i
        guard forEachString(&c, { _ in }) else { return false }
        f.identifiers = ByteSpan(start: start, end: c.i)
        return true
    }

    /// Calls `body` with each string of the array at the cursor; false if it is not one.
    static func forEachString(_ c: inout ByteCursor, _ body: (ByteText) -> Void) -> Bool {
        guard c.take(UInt8(ascii: "[")) else { return false }
        if c.take(UInt8(ascii: "]")) { return true }
        while true {
            c.skipWhitespace()
            guard let s = c.string() else { return false }
            body(s)
            if c.take(UInt8(ascii: "]")) { return true }
            guard c.take(UInt8(ascii: ",")) else { return false }
        }
    }

    /// The identifiers of the array at `span` (already checked).
    static func identifiers(in span: ByteSpan, _ p: UnsafePointer<UInt8>) -> [ContentSizeIdentifier] {
        var c = ByteCursor(UnsafeBufferPointer(start: p + span.start, count: span.end - span.start))
        var list: [ContentSizeIdentifier] = []
        _ = forEachString(&c) { list.append(KnownText.contentSizeIdentifier($0)) }
        return list
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
