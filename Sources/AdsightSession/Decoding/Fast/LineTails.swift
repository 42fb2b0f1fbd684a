#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Event lines seen before in a file, by their tail: the bytes from the "," after `t` up to
/// and including the line's "\n" (`, "event": "E", "ad": "A", ...}\n`). What
/// `EncodedLineScanner` makes of a line depends on its `t` and its tail alone (the caches it
/// reads through give the same values as a fresh read), so when a tail comes again (a
/// session repeats the same calls: about two lines in three of the bench sessions) its
/// `ad` and kind are taken from here instead of being read again.
///
/// A direct-mapped table (`Table`): each of `slotCount` slots holds the last tail of up to
/// `maxLength` bytes that hashed to it, with the `ad` and kind decoded from it. A tail is
/// taken from a slot only when its length and every byte are the slot's. An entry holding
/// no reference (`holdsNoReference`) is copied bit for bit, without the outlined copy of
/// the payload.
///
/// Sendable as a value of a decoder: a decoder uses it only while it holds the one
/// reference (`SessionDecoder.lineTails()`).
final class LineTails: @unchecked Sendable {
    static let slotCount = 256
    /// `slotCount` is 2^this.
    static let defaultSlotBits = 8
    /// The longest tail kept, its "\n" included (a longer one is read every time).
    static let maxLength = 128

    /// A tail's length ("\n" included) and its slot.
    struct Key {
        var length: Int
        var slot: Int
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
    /// retains nothing).
    struct Table {
        /// A tail's slot is the top `64 - slotShift` bits of its hash.
        let slotShift: Int
        /// `slotCount` runs of `maxLength` bytes: each slot's tail.
        let text: UnsafeMutableRawPointer
        /// Each slot's tail length; 0 for an empty slot (whose entry is not initialized).
        let lengths: UnsafeMutablePointer<Int>
        let entries: UnsafeMutablePointer<Entry>
        /// Whether a slot's entry holds no reference (copied and dropped bit for bit).
        let plain: UnsafeMutablePointer<Bool>
    }

    let table: Table

    /// A table of `2^slotBits` slots (at most `slotCount`; tests use fewer, so that tails share slots).
    init(slotBits: Int = LineTails.defaultSlotBits) {
        table = Table(
            slotShift: 64 - min(max(slotBits, 0), 8),
            text: .allocate(byteCount: Self.slotCount * Self.maxLength, alignment: 8),
            lengths: .allocate(capacity: Self.slotCount),
            entries: .allocate(capacity: Self.slotCount),
            plain: .allocate(capacity: Self.slotCount)
        )
        table.lengths.initialize(repeating: 0, count: Self.slotCount)
        table.plain.initialize(repeating: false, count: Self.slotCount)
    }

    deinit {
        for slot in 0..<Self.slotCount where table.lengths[slot] > 0 { (table.entries + slot).deinitialize(count: 1) }
        table.plain.deallocate()
        table.entries.deallocate()
        table.lengths.deallocate()
        table.text.deallocate()
    }

    /// The tail starting at `start` in `p[0..<n]`: its length up to and including the first
    /// "\n" after `start`, and its slot (a hash of its length and of four of its words: the
    /// event name's first and the last three, where payloads differ). Nil when no "\n" is
    /// found within `maxLength` bytes, or the tail is shorter than 24 bytes (none is kept).
    @inline(always)
    static func key(_ p: UnsafePointer<UInt8>, _ n: Int, from start: Int, slotShift: Int) -> Key? {
        let left = n &- start
        guard let found = memchr(p + start, 0x0A, left < maxLength ? left : maxLength) else { return nil }
        let length = UnsafeRawPointer(p + start).distance(to: UnsafeRawPointer(found)) &+ 1
        guard length >= 24 else { return nil }
        let raw = UnsafeRawPointer(p + start)
        var h = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ raw.loadUnaligned(fromByteOffset: 12, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ raw.loadUnaligned(fromByteOffset: length &- 24, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ raw.loadUnaligned(fromByteOffset: length &- 16, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ raw.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
        return Key(length: length, slot: Int(truncatingIfNeeded: h >> UInt64(slotShift)) & (slotCount &- 1))
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
    /// The slot of the tail `key` measured at `tail`, when it holds exactly those bytes.
    @inline(always)
    func match(_ key: LineTails.Key, at tail: UnsafePointer<UInt8>) -> Int? {
        let length = key.length
        guard lengths[key.slot] == length, length >= 8 else { return nil }
        let a = UnsafeRawPointer(tail), b = UnsafeRawPointer(text + key.slot &* LineTails.maxLength)
        var j = 0
        while j &+ 8 < length {
            guard a.loadUnaligned(fromByteOffset: j, as: UInt64.self) == b.loadUnaligned(fromByteOffset: j, as: UInt64.self)
            else { return nil }
            j &+= 8
        }
        // The last eight bytes (overlapping the word before when the length is not a multiple of 8).
        guard a.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
        else { return nil }
        return key.slot
    }

    /// Keeps `ad` and `kind` as what the tail `key` at `tail` decodes to, in place of its
    /// slot's last tail.
    func store(_ key: LineTails.Key, at tail: UnsafePointer<UInt8>, ad: String?, kind: EventKind) {
        let slot = key.slot
        guard key.length >= 8, key.length <= LineTails.maxLength else { return }
        (text + slot &* LineTails.maxLength).copyMemory(from: tail, byteCount: key.length)
        if lengths[slot] > 0 && !plain[slot] { (entries + slot).deinitialize(count: 1) }
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
    }
}
