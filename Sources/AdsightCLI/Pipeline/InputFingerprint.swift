/// What the rebuild cache knows of an input's bytes: its stat facts when they were read
/// (zero for an input held in memory) and the hash of exactly the bytes decoded.
struct InputFingerprint: Sendable, Equatable {
    var stat: InputStat
    var hash: UInt64
}
