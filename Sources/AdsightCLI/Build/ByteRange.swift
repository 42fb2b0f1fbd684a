/// A run of bytes in a file: where it starts and how long it is.
struct ByteRange: Sendable, Equatable {
    var offset: UInt64
    var length: UInt64
    var end: UInt64 { offset + length }
}
