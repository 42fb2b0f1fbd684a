import AdsightSession

/// The previous values of the ads a group changed, as the replayer's reused change record
/// keeps them (`Replayer.advance(_:_:)`): bitwise copies that retain nothing, in memory
/// managed by hand (`BorrowedAdsBox`). Copying an `AdState` properly (retaining its name, its
/// rare facts, ...) and destroying the copy at the next group cost more than the rest of an
/// event's replay.
///
/// A bitwise copy is valid while every reference it holds is alive. The ad it was copied from
/// holds them until the group replaces one (a re-creation, a failure, new content size
/// identifiers, a new current identifier, new obscuring views): just before, the replayer has the copy `own` that field
/// (one retain), released when the record is emptied. The record is read only during the
/// group's loan; a `Step` that outlives it takes real copies (`StepUndo.owned()`).
@usableFromInline
struct BorrowedAds {
    /// The copies, `count` of them.
    @usableFromInline var base: UnsafeMutablePointer<AdState>
    /// The index in the state's `ads` of each copy's ad (no array: no uniqueness check per
    /// append, no generic removal per group).
    @usableFromInline var indices: UnsafeMutablePointer<Int>
    @usableFromInline var count = 0
    /// Per copy, the fields (`Field` bits) it owns: retained by `own`, released by `removeAll`.
    private var owns: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Whether some copy owns a field (else `removeAll` releases nothing).
    private var anyOwned = false
    /// The last list `reusedIndexList()` gave, refilled by the next call.
    private var indexArray: [Int] = []

    /// The fields of an `AdState` that hold references, as `own` bits.
    enum Field {
        static let name: UInt8 = 1
        static let content: UInt8 = 2
        static let rare: UInt8 = 4
        static let obscuring: UInt8 = 8
        static let current: UInt8 = 16
        static let lastFailure: UInt8 = 32
        static let all: UInt8 = 63
    }

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
        indices = .allocate(capacity: capacity)
        owns = .allocate(capacity: capacity)
    }

    /// Appends a bitwise copy of the ad at `p` (no retain), ad `index` of the state.
    @inline(__always)
    mutating func append(bitsOf p: UnsafePointer<AdState>, index: Int) {
        if count == capacity { grow() }
        Self.copyBits(from: UnsafeRawPointer(p), to: UnsafeMutableRawPointer(base + count))
        indices[count] = index
        owns[count] = 0
        count += 1
    }

    /// Copies an ad's bits 16 bytes at a time, inline (`copyMemory` called `memcpy`: ~70
    /// instructions for an ad's 300 bytes); the last bytes as one more 16 ending at its size
    /// (overlapping the previous copy: byte by byte, they cost ~3 instructions each).
    @inline(__always)
    private static func copyBits(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
        let size = MemoryLayout<AdState>.size
        var offset = 0
        while offset + 16 <= size {
            copy16(source, target, offset)
            offset += 16
        }
        if offset < size { copy16(source, target, size - 16) }  // an ad is more than 16 bytes
    }

    @inline(__always)
    private static func copy16(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, _ offset: Int) {
        target.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: SIMD2<UInt64>.self),
                          toByteOffset: offset, as: SIMD2<UInt64>.self)
    }

    /// Where ad `index` is among the copies, if it is.
    func position(of index: Int) -> Int? {
        var k = count - 1  // mostly the last recorded
        while k >= 0, indices[k] != index { k -= 1 }
        return k >= 0 ? k : nil
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<AdState>.allocate(capacity: 2 * capacity)
        UnsafeMutableRawPointer(bigger).copyMemory(from: base, byteCount: count * MemoryLayout<AdState>.stride)
        base.deallocate()
        base = bigger
        let biggerIndices = UnsafeMutablePointer<Int>.allocate(capacity: 2 * capacity)
        biggerIndices.update(from: indices, count: count)
        indices.deallocate()
        indices = biggerIndices
        let biggerOwns = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * capacity)
        biggerOwns.update(from: owns, count: count)
        owns.deallocate()
        owns = biggerOwns
        capacity *= 2
    }

    /// Copy `k` takes a reference of its own to `fields` (`Field` bits): the ad it was copied
    /// from, which holds the same ones, is about to replace them.
    mutating func own(_ k: Int, _ fields: UInt8) {
        let new = fields & ~owns[k]
        guard new != 0 else { return }
        let p = UnsafeMutableRawPointer(base + k)
        if new & Field.name != 0 { Self.retain(p + Self.nameOffset, String.self) }
        if new & Field.content != 0 { Self.retain(p + Self.contentOffset, ContentPhase.self) }
        if new & Field.rare != 0 { Self.retain(p + AdState.rareOffset, AdRareFacts.self) }
        if new & Field.obscuring != 0 { Self.retain(p + AdState.obscuredByOffset, [ObscuringView]?.self) }
        if new & Field.current != 0 { Self.retain(p + AdState.currentOffset, ContentSizeIdentifier?.self) }
        if new & Field.lastFailure != 0 { Self.retain(p + AdState.lastFailureOffset, AdError?.self) }
        owns[k] |= new
        anyOwned = true
    }

    /// Forgets the copies (the group's loan is over), releasing what they own.
    @inline(__always)
    mutating func removeAll() {
        if anyOwned { releaseOwned() }
        count = 0
    }

    @inline(never)
    private mutating func releaseOwned() {
        for k in 0..<count where owns[k] != 0 {
            let p = UnsafeMutableRawPointer(base + k), fields = owns[k]
            if fields & Field.name != 0 { Self.release(p + Self.nameOffset, String.self) }
            if fields & Field.content != 0 { Self.release(p + Self.contentOffset, ContentPhase.self) }
            if fields & Field.rare != 0 { Self.release(p + AdState.rareOffset, AdRareFacts.self) }
            if fields & Field.obscuring != 0 { Self.release(p + AdState.obscuredByOffset, [ObscuringView]?.self) }
            if fields & Field.current != 0 { Self.release(p + AdState.currentOffset, ContentSizeIdentifier?.self) }
            if fields & Field.lastFailure != 0 { Self.release(p + AdState.lastFailureOffset, AdError?.self) }
        }
        anyOwned = false
    }

    /// Frees the memory (after `removeAll`).
    func deallocate() {
        base.deallocate()
        indices.deallocate()
        owns.deallocate()
    }

    /// Real copies of the records (they hold their references).
    func owned() -> [AdState] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The copies' indices, as a list of its own.
    var indexList: [Int] { Array(UnsafeBufferPointer(start: indices, count: count)) }

    /// The copies' indices, as a list refilled in place by the next call (no allocation per
    /// step once it is large enough; a caller that keeps the list keeps it as it was: the
    /// next call then fills a new one).
    @usableFromInline mutating func reusedIndexList() -> [Int] {
        // Resized only when the count changes (mostly it does not), then written over in place
        // (`removeAll` + `append(contentsOf:)` cost ~150 instructions a call through the generic paths).
        let have = indexArray.count
        if have > count {
            indexArray.removeLast(have - count)
        } else if have < count {
            indexArray.append(contentsOf: repeatElement(0, count: count - have))
        }
        if count > 0 {
            let (from, n) = (indices, count)
            indexArray.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: from, count: n) }
        }
        return indexArray
    }

    /// Whether every reference of every copy is still held: by the copy itself (`own`) or by
    /// the ad now at its index in `ads`, the same bits (a content's only when the copy's holds
    /// a failure's error, obscuring views' only when it lists some). What `own` must ensure
    /// (checked by debug builds).
    func referencesHeld(in ads: [AdState]) -> Bool {
        ads.withUnsafeBufferPointer { live in
            (0..<count).allSatisfy { k in
                let copy = UnsafePointer(base + k), now = live.baseAddress! + indices[k], owned = owns[k]
                let failed: Bool
                switch copy.pointee.content {
                case .failed: failed = true
                case .loading, .loaded, .unloaded: failed = false
                }
                return (owned & Field.name != 0 || Self.same(copy, now, Self.nameOffset, MemoryLayout<String>.size))
                    && (owned & Field.content != 0 || !failed
                        || Self.same(copy, now, Self.contentOffset, MemoryLayout<ContentPhase>.size))
                    && (owned & Field.rare != 0 || Self.same(copy, now, AdState.rareOffset, MemoryLayout<UInt>.size))
                    && (owned & Field.obscuring != 0 || !AdState.isObscured(copy)
                        || Self.same(copy, now, AdState.obscuredByOffset, MemoryLayout<UInt>.size))
                    && (owned & Field.current != 0 || copy.pointee.current == nil
                        || Self.same(copy, now, AdState.currentOffset, MemoryLayout<ContentSizeIdentifier?>.size))
                    && (owned & Field.lastFailure != 0 || copy.pointee.lastFailure == nil
                        || Self.same(copy, now, AdState.lastFailureOffset, MemoryLayout<AdError?>.size))
            }
        }
    }

    private static func same(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>, _ offset: Int, _ size: Int) -> Bool {
        (0..<size).allSatisfy {
            UnsafeRawPointer(a).load(fromByteOffset: offset + $0, as: UInt8.self)
                == UnsafeRawPointer(b).load(fromByteOffset: offset + $0, as: UInt8.self)
        }
    }

    private static var nameOffset: Int { MemoryLayout<AdState>.offset(of: \AdState.name)! }
    private static var contentOffset: Int { MemoryLayout<AdState>.offset(of: \AdState.content)! }

    /// Adds a reference to the field of type `T` at `p` (copied onto itself: the copy's
    /// retain stays, the bits do not change).
    private static func retain<T>(_ p: UnsafeMutableRawPointer, _: T.Type) {
        let field = p.assumingMemoryBound(to: T.self)
        let value = field.pointee
        field.initialize(to: value)
    }

    /// Drops the reference `retain` added.
    private static func release<T>(_ p: UnsafeMutableRawPointer, _: T.Type) {
        p.assumingMemoryBound(to: T.self).deinitialize(count: 1)
    }
}

/// Owns the memory of a `BorrowedAds` (kept in it, so the replayer reaches it through a plain
/// pointer: no retain, no exclusivity check per access); releases what its copies own.
final class BorrowedAdsBox: @unchecked Sendable {  // used by one replayer at a time
    let ads: UnsafeMutablePointer<BorrowedAds>

    init() {
        ads = .allocate(capacity: 1)
        ads.initialize(to: BorrowedAds(capacity: 8))
    }

    deinit {
        ads.pointee.removeAll()
        ads.pointee.deallocate()
        ads.deinitialize(count: 1)
        ads.deallocate()
    }
}
