import AdsightJSON

/// The hot path for well-formed event lines: one pass over the members with no
/// allocation or reference counting beyond the Event itself. It returns nil for anything
/// unusual (a problem, an escape, a nested object, an unknown name or field), and the
/// caller then takes the slow path, which produces every diagnostic.
enum FastEventDecoder {
    static let fields: [StaticString] = [
        "t", "event", "ad", "thread", "class", "frame", "delegate", "identifiers", "identifier", "z",
        "hidden", "inViewController", "value", "willLeave", "returned", "to", "duration", "view",
        "what", "from", "reason", "message", "error",
    ]
    enum F {
        static let t = 0, event = 1, ad = 2, thread = 3, cls = 4, frame = 5, delegate = 6, identifiers = 7
        static let identifier = 8, z = 9, hidden = 10, inVC = 11, value = 12, willLeave = 13, returned = 14
        static let to = 15, duration = 16, view = 17, what = 18, from = 19, reason = 20, message = 21, error = 22
    }

    /// The event, or nil to take the slow path.
    static func decode(_ document: JSONDocument, line: Int) -> Event? {
        document.withTapeView { v in
            guard v.kind(0) == .object else { return nil }
            // Escapes (a possible NUL, escaped duplicate keys): slow path. Nested objects are
            // allowed only as "error" (checked below).
            var objects = 0
            for i in 1..<v.count {
                if v.hasEscapes(i) { return nil }
                if v.kind(i) == .object { objects += 1 }
            }
            return withUnsafeTemporaryAllocation(of: Int.self, capacity: fields.count) { slots in
                slots.initialize(repeating: -1)
                var key = 1
                let end = v.next(0)
                while key < end {
                    guard let f = field(v, key) else { return nil }  // unknown field: slow path checks duplicates
                    if slots[f] >= 0 { return nil }                 // duplicate
                    slots[f] = key + 1
                    key = v.next(key + 1)
                }
                let errorObjects = slots[F.error] >= 0 && v.kind(slots[F.error]) == .object ? 1 : 0
                guard objects == errorObjects else { return nil }
                return event(v, UnsafeBufferPointer(slots), line: line)
            }
        }
    }

    static let fieldTable = JSONKeyTable(fields.map(\.description))

    static func field(_ v: JSONTapeView, _ key: Int) -> Int? { fieldTable.index(of: key, in: v) }

    static func event(_ v: JSONTapeView, _ s: UnsafeBufferPointer<Int>, line: Int) -> Event? {
        guard s[F.t] >= 0, let t = v.double(s[F.t]), t.isFinite, t >= 0 else { return nil }
        guard s[F.event] >= 0, let name = EventNames.index(v, s[F.event]) else { return nil }
        var thread: String?
        if s[F.thread] >= 0 { guard let th = v.string(s[F.thread]) else { return nil }; thread = th }
        let needsAd = EventNames.needsAd[name]
        var ad: String?
        if s[F.ad] >= 0 { guard let a = v.string(s[F.ad]) else { return nil }; ad = a } else if needsAd { return nil }
        guard let kind = FastPayload.kind(name, v, s) else { return nil }
        return Event(t: t, line: line, ad: ad, thread: thread, kind: kind)
    }
}
