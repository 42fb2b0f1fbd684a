#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Event lines seen before, by their tail: the bytes from the "," after `t` up to and
/// including the line's "\n" (`, "event": "E", "ad": "A", ...}\n`). What
/// `EncodedLineScanner` makes of a line depends on its `t` and its tail alone (the caches it
/// reads through give the same values as a fresh read), so when a tail comes again (a
/// session repeats the same calls, and sessions of one app each other's: the 1,000 bench
/// sessions hold 1,362 distinct tails in 500,355 lines) its `ad` and kind are taken from
/// here instead of being read again.
///
/// A two-way set-associative table (`Table`): `2^setBits` sets of two slots, each slot
/// holding the last tail of up to `maxLength` bytes stored there, with the `ad` and kind
/// decoded from it and the tail's hash (of every byte, and its length). A tail is looked
/// for in the two slots of its set (the hash picks the set); it is taken from a slot only
/// when its hash, its length and every byte are the slot's. A new tail replaces the slot
/// of its set used least recently. An entry holding no reference (`holdsNoReference`) is
/// copied bit for bit, without the outlined copy of the payload.
///
/// Sendable as a value of a decoder: a decoder uses it only while it holds the one
/// reference (`SessionDecoder.lineTails()`).
final class LineTails: @unchecked Sendable {
    /// A table's size: 2^this sets (of two slots), at most.
    static let defaultSetBits = 10
    /// The longest tail kept, its "\n" included (a longer one is read every time).
    static let maxLength = 256

    /// A tail's length ("\n" included), hash (never 0) and set.
    struct Key {
        var length: Int
        var hash: UInt64
        var set: Int
    }

    struct Entry {
        var ad: String?
        var kind: EventKind

        /// Where `kind` is, when the entry is `ad` then `kind` as an Event holds them (at 0
        /// and 16, `EventBuffer.append(t:line:bitsOf:)` copies them so); nil otherwise.
        @inline(__always)
        static var kindOffset: Int? {
            MemoryLayout<Entry>.offset(of: \Entry.ad) == 0 && MemoryLayout<Entry>.offset(of: \Entry.kind) == 16
                && MemoryLayout<String?>.size == 16 ? 16 : nil
        }
    }

    /// The table's memory, owned by the `LineTails` (pointers only: passing it around
    /// retains nothing). Slot `2 * set + way`.
    struct Table {
        /// The set of a hash is its top `defaultSetBits` bits `& setMask`.
        let setMask: Int
        /// A run of `maxLength` bytes per slot: its tail.
        let text: UnsafeMutableRawPointer
        /// Each slot's tail hash; 0 for an empty slot (whose entry is not initialized).
        let hashes: UnsafeMutablePointer<UInt64>
        /// Each slot's tail length.
        let lengths: UnsafeMutablePointer<Int>
        let entries: UnsafeMutablePointer<Entry>
        /// Whether a slot's entry holds no reference (copied and dropped bit for bit).
        let plain: UnsafeMutablePointer<Bool>
        /// Per set, the way (0 or 1) found or stored last: a new tail goes to the other.
        let recent: UnsafeMutablePointer<UInt8>
        /// Per slot, the slot of the tail of the line that followed its tail last time (-1:
        /// none known): the next line's tail is looked for there first (`RepeatedLines`).
        let successors: UnsafeMutablePointer<Int32>
    }

    let table: Table
    let slotCount: Int

    /// A table of `2^setBits` sets of two slots (`setBits` at most `defaultSetBits`; tests
    /// use fewer, so that tails share sets: with 0, one set holds the last two tails).
    init(setBits: Int = LineTails.defaultSetBits) {
        let sets = 1 << min(max(setBits, 0), Self.defaultSetBits)
        slotCount = 2 * sets
        table = Table(
            setMask: sets - 1,
            text: .allocate(byteCount: slotCount * Self.maxLength, alignment: 64),
            hashes: .allocate(capacity: slotCount),
            lengths: .allocate(capacity: slotCount),
            entries: .allocate(capacity: slotCount),
            plain: .allocate(capacity: slotCount),
            recent: .allocate(capacity: sets),
            successors: .allocate(capacity: slotCount)
        )
        table.hashes.initialize(repeating: 0, count: slotCount)
        table.lengths.initialize(repeating: 0, count: slotCount)
        table.plain.initialize(repeating: false, count: slotCount)
        table.recent.initialize(repeating: 0, count: sets)
        table.successors.initialize(repeating: -1, count: slotCount)
    }

    deinit {
        for slot in 0..<slotCount where table.hashes[slot] != 0 { (table.entries + slot).deinitialize(count: 1) }
        table.successors.deallocate()
        table.recent.deallocate()
        table.plain.deallocate()
        table.entries.deallocate()
        table.lengths.deallocate()
        table.hashes.deallocate()
        table.text.deallocate()
    }

    /// The tail starting at `start` in `p[0..<n]`: its length up to and including the first
    /// "\n" after `start`, its hash (of its length and every byte, a word at a time, the
    /// last word overlapping the one before; the lowest bit set, so that no hash is 0, the
    /// mark of an empty slot) and its set. Nil when no "\n" is found within `maxLength`
    /// bytes, or the tail is shorter than 24 bytes (none is kept).
    @inline(always)
    static func key(_ p: UnsafePointer<UInt8>, _ n: Int, from start: Int, setMask: Int) -> Key? {
        let left = n &- start
        guard let found = memchr(p + start, 0x0A, left < maxLength ? left : maxLength) else { return nil }
        let length = UnsafeRawPointer(p + start).distance(to: UnsafeRawPointer(found)) &+ 1
        guard length >= 24 else { return nil }
        let raw = UnsafeRawPointer(p + start)
        let k: UInt64 = 0x9E37_79B9_7F4A_7C15
        var h = UInt64(truncatingIfNeeded: length) &* k
        var j = 0
        while j &+ 8 < length {
            h = (h ^ raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)) &* k
            j &+= 8
        }
        h = (h ^ raw.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)) &* k
        // The set from the top bits: a product's top bits depend on every bit of the words
        // (its low bits only on the words' low bits).
        let set = Int(truncatingIfNeeded: h &>> UInt64(64 &- defaultSetBits)) & setMask
        return Key(length: length, hash: h | 1, set: set)
    }
}
