/// Frees a session's events once nothing needs them (`check` drops each session after
/// judging it). An `[Event]` freed as usual visits every event through the runtime's value
/// witnesses (`Event`'s destroy: two optional strings and the payload, ~110 instructions an
/// event); most events hold no reference at all (small or literal strings, no array). Here
/// only the events that do are destroyed, one by one, and the storage is then released as
/// an empty list of plain words, without a visit per event.
public enum EventDisposal {
    /// Frees the events of `session` (set to nil); the rest of it is freed as usual.
    public static func free(_ session: inout Session?) {
        guard var s = session else { return }
        session = nil
        var events = s.events
        s.events = []
        free(&events)
    }

    /// Frees `events` (left empty). When another array shares their storage they are copied
    /// first (correct, only slower); callers free lists they hold alone.
    public static func free(_ events: inout [Event]) {
        guard takesBitwisePath, !events.isEmpty else { events = []; return }
        events.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for i in 0..<buffer.count where !holdsNoReference(base + i) {
                (base + i).deinitialize(count: 1)
            }
        }
        // Every event left holds only plain bits: the same storage seen as plain words is
        // emptied (no destroy for words), then released with no event in it.
        var words = unsafeBitCast(events, to: [EventWords].self)
        events = []
        words.removeAll(keepingCapacity: true)
    }

    /// An event's bytes as plain words (same size and alignment as `Event`).
    typealias EventWords = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                            UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    /// Whether `Event` is laid out as `EventBuffer` writes it and is as large as `EventWords`
    /// (else events are freed as usual).
    static var takesBitwisePath: Bool {
        EventBuffer.membersAreKnown && MemoryLayout<EventWords>.stride == MemoryLayout<Event>.stride
            && MemoryLayout<EventWords>.alignment == MemoryLayout<Event>.alignment
    }

    /// Whether destroying the event at `event` would release nothing: `ad` and `thread` nil,
    /// small or immortal (read from their bits, no copy), and a payload `LineTails` copies
    /// bit for bit.
    @inline(always)
    static func holdsNoReference(_ event: UnsafeMutablePointer<Event>) -> Bool {
        let raw = UnsafeRawPointer(event)
        guard plainText(raw + 16), plainText(raw + 32) else { return false }
        return LineTails.kindHoldsNoReference(event.pointee.kind)
    }

    /// Whether the `String?` at `text` needs no release: nil (all zero) or a string whose
    /// object word has its top bit set (small or immortal on 64-bit platforms).
    @inline(always)
    static func plainText(_ text: UnsafeRawPointer) -> Bool {
        guard MemoryLayout<String?>.size == 16, MemoryLayout<Int>.size == 8 else { return false }
        let object = text.load(fromByteOffset: 8, as: UInt64.self)
        return object & (1 << 63) != 0 || (object == 0 && text.load(as: UInt64.self) == 0)
    }
}
