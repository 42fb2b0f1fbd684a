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
            recent: .allocate(capacity: sets)
        )
        table.hashes.initialize(repeating: 0, count: slotCount)
        table.lengths.initialize(repeating: 0, count: slotCount)
        table.plain.initialize(repeating: false, count: slotCount)
        table.recent.initialize(repeating: 0, count: sets)
    }

    deinit {
        for slot in 0..<slotCount where table.hashes[slot] != 0 { (table.entries + slot).deinitialize(count: 1) }
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

    /// Whether copying `ad` and `kind` needs no retain: no array, and every string small or
    /// immortal (a literal). Cases not listed count as holding one (only slower).
    static func holdsNoReference(_ ad: String?, _ kind: EventKind) -> Bool {
        if let ad, !isImmortal(ad) { return false }
        return kindHoldsNoReference(kind)
    }

    /// Whether copying `kind` needs no retain (see `holdsNoReference`). The cases holding a
    /// string or an array are checked; every other case holds only numbers, booleans and
    /// enums (`declaredPlain` lists each case, so a new one fails to compile there until it
    /// is sorted; a test checks both agree), and is matched by `default` without comparing
    /// the payload-less cases one by one.
    @inline(__always)
    static func kindHoldsNoReference(_ kind: borrowing EventKind) -> Bool {
        switch kind {
        case .setRequiredContentSizeIdentifiers, .unknown: return false
        case .setCurrentContentSizeIdentifier(let id): return isImmortal(id.raw)
        case .bannerDidFail(let e), .interstitialDidFail(let e): return isImmortal(e.code) && (e.message.map(isImmortal) ?? true)
        case .viewFrame(let view, _, _): return isImmortal(view)
        case .pause(let what), .resume(let what): return what.map(isImmortal) ?? true
        case .transition(let from, let to): return (from.map(isImmortal) ?? true) && (to.map(isImmortal) ?? true)
        case .urgent(let text), .alert(let text): return text.map(isImmortal) ?? true
        default: return true
        }
    }

    /// Whether a case's payload is made of numbers, booleans and enums only (no string, no
    /// array), case by case: no `default`, so a case added to `EventKind` fails to compile
    /// here until it is sorted (and `kindHoldsNoReference` checked for it).
    static func declaredPlain(_ kind: EventKind) -> Bool {
        switch kind {
        case .initBanner, .initInterstitial, .setDelegate, .setFrame, .setHidden, .viewAdd, .viewRemove,
             .readBannerLoaded, .readLoaded, .presentFromViewController, .presentInView, .cancelBannerViewAction,
             .cancelAction, .release, .bannerViewDidLoadAd, .bannerActionShouldBegin, .bannerActionDidFinish,
             .interstitialDidLoad, .interstitialDidUnload, .interstitialActionShouldBegin, .interstitialActionDidFinish,
             .willRotate, .deviceOrientation, .viewWillAppear, .viewWillDisappear, .didEnterBackground,
             .willEnterForeground, .userTap, .userDismiss:
            return true
        case .setRequiredContentSizeIdentifiers, .setCurrentContentSizeIdentifier, .bannerDidFail, .interstitialDidFail,
             .viewFrame, .pause, .resume, .transition, .urgent, .alert, .unknown:
            return false
        }
    }

    /// Whether `s` is a small string (held in the value) or immortal: the top bit of its
    /// object word (`_StringObject`'s isImmortal on 64-bit platforms). Anything else, and
    /// any other platform, counts as holding a reference.
    @inline(__always)
    static func isImmortal(_ s: String) -> Bool {
        guard MemoryLayout<String>.size == 16, MemoryLayout<Int>.size == 8 else { return false }
        let bits = unsafeBitCast(s, to: (UInt64, UInt64).self)
        return bits.1 & (1 << 63) != 0
    }
}

extension LineTails.Table {
    /// The slot of the tail `key` measured at `tail`, when one of its set holds exactly
    /// those bytes.
    @inline(always)
    func match(_ key: LineTails.Key, at tail: UnsafePointer<UInt8>) -> Int? {
        let first = key.set &<< 1
        if hashes[first] == key.hash, holds(first, key.length, tail) {
            recent[key.set] = 0
            return first
        }
        if hashes[first &+ 1] == key.hash, holds(first &+ 1, key.length, tail) {
            recent[key.set] = 1
            return first &+ 1
        }
        return nil
    }

    /// Whether `slot` holds the `length` bytes at `tail` (`length` at least 8).
    @inline(always)
    func holds(_ slot: Int, _ length: Int, _ tail: UnsafePointer<UInt8>) -> Bool {
        guard lengths[slot] == length else { return false }
        let a = UnsafeRawPointer(tail), b = UnsafeRawPointer(text + slot &* LineTails.maxLength)
        var j = 0
        while j &+ 8 < length {
            guard a.loadUnaligned(fromByteOffset: j, as: UInt64.self) == b.loadUnaligned(fromByteOffset: j, as: UInt64.self)
            else { return false }
            j &+= 8
        }
        // The last eight bytes (overlapping the word before when the length is not a multiple of 8).
        return a.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
    }

    /// Keeps `ad` and `kind` as what the tail `key` at `tail` decodes to, in place of the
    /// tail of its set used least recently.
    func store(_ key: LineTails.Key, at tail: UnsafePointer<UInt8>, ad: String?, kind: EventKind) {
        guard key.length >= 8, key.length <= LineTails.maxLength else { return }
        let way = recent[key.set] ^ 1
        let slot = key.set &<< 1 | Int(way)
        recent[key.set] = way
        (text + slot &* LineTails.maxLength).copyMemory(from: tail, byteCount: key.length)
        if hashes[slot] != 0 && !plain[slot] { (entries + slot).deinitialize(count: 1) }
        let noReference = LineTails.holdsNoReference(ad, kind)
        if noReference, let kindOffset = LineTails.Entry.kindOffset {
            // Bits only (no retain), as a copy of such values is.
            let entry = UnsafeMutableRawPointer(entries + slot)
            withUnsafeBytes(of: ad) { entry.copyMemory(from: $0.baseAddress.unsafelyUnwrapped, byteCount: $0.count) }
            withUnsafeBytes(of: kind) { (entry + kindOffset).copyMemory(from: $0.baseAddress.unsafelyUnwrapped, byteCount: $0.count) }
        } else {
            (entries + slot).initialize(to: LineTails.Entry(ad: ad, kind: kind))
        }
        plain[slot] = noReference
        lengths[slot] = key.length
        hashes[slot] = key.hash
    }
}
