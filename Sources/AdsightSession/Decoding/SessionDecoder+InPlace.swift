extension SessionDecoder {
    /// Decodes a whole file building its events straight in the session's array: `feed`
    /// feeds every line to the decoder at `decoder` in `owner` (a reader holding it), then
    /// the outcome is the one `finish()` gives. Room is made for `expectedEvents`; more are
    /// fine (they then move once, as without this). Saves moving every event into a new
    /// array at the end.
    public static func decodeInPlace<Owner>(
        _ owner: inout Owner, decoder: WritableKeyPath<Owner, SessionDecoder>, expectedEvents: Int,
        _ feed: (inout Owner) -> Void
    ) -> DecodeOutcome {
        var lent = [Event](unsafeUninitializedCapacity: max(expectedEvents, 1)) { buffer, initialized in
            owner[keyPath: decoder].events.lend(buffer)
            feed(&owner)
            initialized = owner[keyPath: decoder].events.endLending()
        }
        // Events that outgrew the lent room are in the decoder's own memory and move into an
        // array at the end: free the unused room first, so no third copy is held meanwhile.
        if lent.isEmpty { lent = [] }
        return owner[keyPath: decoder].finish(lentEvents: lent)
    }

    /// The number of events to make room for in a file of `bytes` bytes: one per 16 bytes,
    /// below the shortest line an event is kept for (`{"t":0,"event":""}`, 18 bytes, an
    /// unknown event kept with a warning), so the events of a file up to 64 MB never outgrow
    /// it (else they would be moved, and held twice meanwhile). Room never written is
    /// address space, not memory used.
    public static func expectedEvents(forFileSize bytes: Int) -> Int {
        min(max(bytes, 0) / 16, 1 << 22)
    }
}
