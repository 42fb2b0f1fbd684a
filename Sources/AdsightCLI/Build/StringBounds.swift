/// Where each of a run of byte strings laid end to end starts and ends, in about two bytes
/// a string instead of an eight-byte offset: each string's length (a `UInt16`; a longer
/// one is held aside), and where every 64th string starts. A build keeps one for every
/// session's page name and path, so at 100,000 sessions this is 0.2 MB beside the 0.8 MB
/// of each array of offsets it replaces. The plain form is that array of where each string
/// ends (`StringBoundsTests` compares them).
struct StringBounds: Sendable {
    private static let block = 64
    private var lengths: [UInt16] = []
    /// Where strings `64k`, for each `k`, start.
    private var blockStarts: [UInt64] = []
    /// The lengths of `UInt16.max` bytes or more, by index (`lengths` holds `.max` there).
    private var long: [Int: UInt64] = [:]
    /// Where the last string ends: the bytes of all of them.
    private(set) var total: UInt64 = 0

    var count: Int { lengths.count }

    /// Makes room for `count` strings in all.
    mutating func reserve(_ count: Int) {
        lengths.reserveCapacity(count)
        blockStarts.reserveCapacity(count / Self.block + 1)
    }

    /// Adds a string of `length` bytes after the last.
    mutating func append(length: Int) {
        if lengths.count % Self.block == 0 { blockStarts.append(total) }
        if length < Int(UInt16.max) {
            lengths.append(UInt16(length))
        } else {
            long[lengths.count] = UInt64(length)
            lengths.append(.max)
        }
        total += UInt64(length)
    }

    /// The length of string `i`.
    func length(_ i: Int) -> UInt64 { lengths[i] == .max ? long[i] ?? 0 : UInt64(lengths[i]) }

    /// Where string `i` starts: its block's start and the lengths before it in the block.
    func start(_ i: Int) -> UInt64 {
        var at = blockStarts[i / Self.block]
        for k in (i - i % Self.block)..<i { at += length(k) }
        return at
    }

    /// Where string `i` starts and ends.
    func range(_ i: Int) -> Range<UInt64> {
        let s = start(i)
        return s..<(s + length(i))
    }
}
