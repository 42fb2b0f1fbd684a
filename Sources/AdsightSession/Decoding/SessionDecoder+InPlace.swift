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
        let lent = [Event](unsafeUninitializedCapacity: max(expectedEvents, 1)) { buffer, initialized in
            owner[keyPath: decoder].events.lend(buffer)
            feed(&owner)
            initialized = owner[keyPath: decoder].events.endLending()
        }
        return owner[keyPath: decoder].finish(lentEvents: lent)
    }

    /// The number of events to make room for in a file of `bytes` bytes (about one per 64).
    public static func expectedEvents(forFileSize bytes: Int) -> Int {
        min(max(bytes, 0) / 64, 1 << 22)
    }
}
