/// A file made of a head, the sessions' parts and a tail: the head's size and the whole size.
struct FileFrame: Sendable, Equatable {
    var head: UInt64
    var size: UInt64
}
