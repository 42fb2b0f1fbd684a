/// The first path for event lines: a line exactly as `SessionEncoder.eventLine` writes it
/// (`{"t": T, "event": "E", "ad": "A", ...}`: the encoder's member order, `, "key": `
/// between members, no `thread`), decoded straight into its Event, each member read where
/// the encoder puts it (no key lookup, no member table). Anything else returns nil having
/// changed nothing, and `EventLineScanner` (any order and spacing) takes the line. It
/// accepts only lines the full decoder accepts, giving the same Event (tests compare them).
enum EncodedLineScanner {
    /// Decodes the event line starting at `start` when it is laid out as the encoder writes
    /// it, valid and not earlier than `notBefore`, appending its Event to `events` when
    /// `keep`. Returns the event's `t` and where the line ends (the offset of its "\n", or of
    /// the buffer's end when `atEnd`); nil, appending nothing, otherwise. A line whose tail
    /// (all after `t`) is in `tails` takes its `ad` and kind from there; a tail read here is
    /// kept there.
    @inline(never)
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool, line: Int,
        notBefore: Double, keep: Bool, recent: inout RecentTexts, tails: LineTails.Table?, into events: inout EventBuffer
    ) -> (t: Double, end: Int)? {
        var c = ByteCursor(bytes, from: start)
        // t finite and at or after both 0 and `notBefore` (a NaN fails every test).
        let lower = notBefore > 0 || notBefore.isNaN ? notBefore : 0
        guard c.skip("{\"t\": "), let t = recent.t.number(&c, before: UInt8(ascii: ",")), t >= lower, t < .infinity
        else { return nil }
        guard let tails, let key = LineTails.key(c.p, c.n, from: c.i, setMask: tails.setMask) else {
            return read(&c, t: t, atEnd: atEnd, line: line, keep: keep, recent: &recent, tails: nil, key: nil, into: &events)
        }
        let tail = c.i
        guard let slot = tails.match(key, at: c.p + tail) else {
            return read(&c, t: t, atEnd: atEnd, line: line, keep: keep, recent: &recent, tails: tails, key: key, into: &events)
        }
        if keep {
            if tails.plain[slot] {
                events.append(t: t, line: line, bitsOf: tails.entries + slot)
            } else {
                events.append(t: t, line: line, ad: tails.entries[slot].ad, thread: nil, kind: tails.entries[slot].kind)
            }
        }
        return (t, tail &+ key.length &- 1)
    }

    /// The rest of `decode` for a line whose tail is not in `tails` (the cursor after `t`):
    /// its members read, its Event appended when `keep`, and its tail kept in `tails` under
    /// `key` when the line ends at the "\n" `key` found. Kept out of `decode`, so that the
    /// path of a tail found stays short.
    @inline(never)
    static func read(
        _ c: inout ByteCursor, t: Double, atEnd: Bool, line: Int, keep: Bool, recent: inout RecentTexts,
        tails: LineTails.Table?, key: LineTails.Key?, into events: inout EventBuffer
    ) -> (t: Double, end: Int)? {
        let tail = c.i
        guard c.skip(", \"event\": \""), let index = eventName(&c) else { return nil }
        var ad: String?
        if c.skip(", \"ad\": ") {
            guard let name = recent.ad.read(&c) else { return nil }
            ad = name
        } else if EventNameIndex.needsAd(index) {
            return nil
        }
        guard let kind = EncodedPayload.read(index, &c, &recent), c.byte == UInt8(ascii: "}") else { return nil }
        c.i += 1
        c.skipWhitespace()
        if c.i == c.n {
            guard atEnd else { return nil }
        } else {
            guard c.p[c.i] == UInt8(ascii: "\n") else { return nil }
        }
        if let tails, let key, c.i == tail &+ key.length &- 1 { tails.store(key, at: c.p + tail, ad: ad, kind: kind) }
        if keep { events.append(t: t, line: line, ad: ad, thread: nil, kind: kind) }
        return (t, c.i)
    }

    /// The event name after its opening quote (consumed): matched by its first word, else
    /// read as a string.
    @inline(always)
    static func eventName(_ c: inout ByteCursor) -> Int? {
        if let index = EncodedEventName.match(&c) { return index }
        c.i -= 1
        guard let name = c.string() else { return nil }
        return EventNameIndex.match(name)
    }
}
