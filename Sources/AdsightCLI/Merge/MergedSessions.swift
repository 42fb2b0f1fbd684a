/// The sessions a merge keeps, in order: each a part's index and the index of its cache
/// entry, packed in one word (8 bytes a session, where a pair of `Int`s took 16).
struct MergedSessions: RandomAccessCollection {
    private var packed: [UInt64] = []

    var startIndex: Int { 0 }
    var endIndex: Int { packed.count }

    subscript(i: Int) -> (part: Int, entry: Int) {
        (Int(packed[i] >> 32), Int(packed[i] & 0xFFFF_FFFF))
    }

    /// Appends a session (a part and an entry below 2^32: a merge record is far smaller).
    mutating func append(_ session: (part: Int, entry: Int)) {
        precondition(UInt64(session.part) >> 32 == 0 && UInt64(session.entry) >> 32 == 0, "a part or entry past 2^32")
        packed.append(UInt64(session.part) << 32 | UInt64(session.entry))
    }
}
