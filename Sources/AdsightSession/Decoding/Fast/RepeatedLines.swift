/// Event lines as the encoder writes them, decoded in one loop: each line's `t` read, its
/// tail looked for in the line tail table (`LineTails`: found for about 19 lines in 20 of
/// the bench sessions) and its Event built in place, with the table, the event room and
/// the time order held in locals instead of being loaded, checked and stored again for
/// every line; a tail not found is read by `EncodedLineScanner.read` (and kept). What it
/// decodes is exactly what `EncodedLineScanner.decode` decodes for these lines, line after
/// line; it stops, having changed nothing for that line, at the first line that path would
/// leave, for the caller to read it another way.
enum RepeatedLines {
    /// Decodes the lines from `start` (each ending with "\n" inside `bytes`), numbered from
    /// `number`, while each is an encoder's event line (tail of 24 to `LineTails.maxLength`
    /// bytes) at or after `notBefore` and in time order, appending their Events to `events`
    /// (the decoder has no error). Returns how many it decoded, where the line after them
    /// starts, the last one's `t`, and whether that next line was refused by
    /// `EncodedLineScanner.read` (not the encoder's layout: `EncodedLineScanner.decode` would
    /// refuse it too, so the caller gives it to the general scanner straight away).
    @inline(never)
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, number: Int, notBefore: Double,
        recent: inout RecentTexts, tails: LineTails.Table, into events: inout EventBuffer
    ) -> (lines: Int, next: Int, t: Double, refused: Bool) {
        var room = events.room()
        var built = 0
        var c = ByteCursor(bytes, from: start)
        var lines = 0
        // Accepted: t finite and at or after both 0 and the last t (a NaN fails every test).
        var lower = notBefore > 0 || notBefore.isNaN ? notBefore : 0
        var refused = false
        /// The slot of the last line's tail, when it was found in the table (-1: none).
        var previous = -1
        while true {
            if built == room.free {
                events.didInitialize(built)
                built = 0
                room = events.room()
            }
            let lineStart = c.i
            guard c.skip("{\"t\": "), let t = recent.t.number(&c, before: UInt8(ascii: ",")), t >= lower, t < .infinity else {
                c.i = lineStart
                break
            }
            let tail = c.i
            // The tail that followed the last one last time, else the table's lookup.
            var slot = -1
            var length = 0
            if previous >= 0, case let guess = Int(tails.successors[previous]), guess >= 0,
               let l = tails.holdsTail(guess, at: c.p + tail, available: c.n &- tail) {
                slot = guess
                length = l
            } else {
                guard let key = LineTails.key(c.p, c.n, from: tail, setMask: tails.setMask) else {
                    c.i = lineStart
                    break
                }
                if let found = tails.match(key, at: c.p + tail) {
                    if previous >= 0 { tails.successors[previous] = Int32(truncatingIfNeeded: found) }
                    slot = found
                    length = key.length
                } else {
                    events.didInitialize(built)
                    built = 0
                    let read = EncodedLineScanner.read(
                        &c, t: t, atEnd: false, line: number &+ lines, keep: true, recent: &recent, tails: tails, key: key,
                        into: &events
                    )
                    room = events.room()
                    guard let read else {
                        c.i = lineStart
                        refused = true
                        break
                    }
                    c.i = read.end &+ 1
                    lines &+= 1
                    lower = t
                    previous = -1
                    continue
                }
            }
            let event = room.next + built
            if tails.plain[slot] {
                EventBuffer.initialize(event, t: t, line: number &+ lines, bitsOf: tails.entries + slot)
            } else {
                EventBuffer.initialize(event, t: t, line: number &+ lines, ad: tails.entries[slot].ad, thread: nil,
                                       kind: tails.entries[slot].kind)
            }
            built &+= 1
            c.i = tail &+ length
            lines &+= 1
            lower = t
            previous = slot
        }
        events.didInitialize(built)
        return (lines, c.i, lower, refused)
    }
}
