/// XXH64 (seed 0), fed in pieces: a fast 64-bit content hash for the rebuild cache
/// (input files, the adsight binary, notes and templates). Not cryptographic: it tells
/// changed bytes from unchanged ones, it does not resist a crafted collision.
public struct Hash64: Sendable {
    private static let p1: UInt64 = 11_400_714_785_074_694_791
    private static let p2: UInt64 = 14_029_467_366_897_019_727
    private static let p3: UInt64 = 1_609_587_929_392_839_161
    private static let p4: UInt64 = 9_650_029_242_287_828_579
    private static let p5: UInt64 = 2_870_177_450_012_600_261

    private var v1 = Hash64.p1 &+ Hash64.p2
    private var v2 = Hash64.p2
    private var v3: UInt64 = 0
    private var v4: UInt64 = 0 &- Hash64.p1
    private var total: UInt64 = 0
    /// Up to 31 bytes waiting for a full 32-byte stripe.
    private var pending: [UInt8] = []

    public init() {}

    /// The hash of `bytes` in one call.
    public static func of(_ bytes: some Collection<UInt8>) -> UInt64 {
        var h = Hash64()
        h.update(Array(bytes))
        return h.finish()
    }

    /// Adds bytes.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Adds bytes.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard buffer.count > 0 else { return }
        total &+= UInt64(buffer.count)
        var rest = buffer[...]
        if !pending.isEmpty {
            let take = min(32 - pending.count, rest.count)
            pending += rest.prefix(take)
            rest = rest.dropFirst(take)
            guard pending.count == 32 else { return }
            let stripe = pending
            stripe.withUnsafeBytes { stripes(UnsafeRawBufferPointer(rebasing: $0[...])) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = rest.count / 32 * 32
        if whole > 0 { stripes(UnsafeRawBufferPointer(rebasing: rest.prefix(whole))) }
        pending += rest.dropFirst(whole)
    }

    /// Adds a number (8 bytes, little-endian).
    public mutating func update(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { update($0) }
    }

    /// Adds a string's UTF-8 with its length first, so concatenations cannot collide.
    public mutating func update(_ text: String) {
        update(UInt64(text.utf8.count))
        update(Array(text.utf8))
    }

    private mutating func stripes(_ buffer: UnsafeRawBufferPointer) {
        var a = v1, b = v2, c = v3, d = v4
        var offset = 0
        while offset < buffer.count {
            a = Self.round(a, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            b = Self.round(b, buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian)
            c = Self.round(c, buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self).littleEndian)
            d = Self.round(d, buffer.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self).littleEndian)
            offset += 32
        }
        v1 = a; v2 = b; v3 = c; v4 = d
    }

    @inline(__always) private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always) private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    @inline(__always) private static func merge(_ acc: UInt64, _ v: UInt64) -> UInt64 {
        (acc ^ round(0, v)) &* p1 &+ p4
    }

    /// The hash of everything added.
    public func finish() -> UInt64 {
        var h: UInt64
        if total >= 32 {
            h = Self.rotl(v1, 1) &+ Self.rotl(v2, 7) &+ Self.rotl(v3, 12) &+ Self.rotl(v4, 18)
            h = Self.merge(h, v1); h = Self.merge(h, v2); h = Self.merge(h, v3); h = Self.merge(h, v4)
        } else {
            h = Self.p5
        }
        h &+= total
        var i = 0
        let tail = pending
        while i + 8 <= tail.count {
            var k: UInt64 = 0
            for j in 0..<8 { k |= UInt64(tail[i + j]) << (8 * UInt64(j)) }
            h ^= Self.round(0, k)
            h = Self.rotl(h, 27) &* Self.p1 &+ Self.p4
            i += 8
        }
        if i + 4 <= tail.count {
            var k: UInt64 = 0
            for j in 0..<4 { k |= UInt64(tail[i + j]) << (8 * UInt64(j)) }
            h ^= k &* Self.p1
            h = Self.rotl(h, 23) &* Self.p2 &+ Self.p3
            i += 4
        }
        while i < tail.count {
            h ^= UInt64(tail[i]) &* Self.p5
            h = Self.rotl(h, 11) &* Self.p1
            i += 1
        }
        h ^= h >> 33; h = h &* Self.p2
        h ^= h >> 29; h = h &* Self.p3
        h ^= h >> 32
        return h
    }
}
