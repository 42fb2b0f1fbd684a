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

    /// Whether `slot` holds the `length` bytes at `tail` (`length` at least 16: a kept tail
    /// has 24 or more), sixteen at a time, the last sixteen overlapping the ones before.
    @inline(always)
    func holds(_ slot: Int, _ length: Int, _ tail: UnsafePointer<UInt8>) -> Bool {
        guard lengths[slot] == length, length >= 16 else { return false }
        let a = UnsafeRawPointer(tail), b = UnsafeRawPointer(text + slot &* LineTails.maxLength)
        var j = 0
        while j &+ 16 < length {
            let d = (a.loadUnaligned(fromByteOffset: j, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: j, as: UInt64.self))
                | (a.loadUnaligned(fromByteOffset: j &+ 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: j &+ 8, as: UInt64.self))
            guard d == 0 else { return false }
            j &+= 16
        }
        let e = length &- 16
        let d = (a.loadUnaligned(fromByteOffset: e, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: e, as: UInt64.self))
            | (a.loadUnaligned(fromByteOffset: e &+ 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: e &+ 8, as: UInt64.self))
        return d == 0
    }

    /// The length of the tail `slot` holds, when it holds a tail and the `available` bytes
    /// at `tail` begin with it: then the line's tail is exactly that one (a kept tail ends
    /// at its first "\n"), found without searching for the line's end or hashing it.
    @inline(always)
    func holdsTail(_ slot: Int, at tail: UnsafePointer<UInt8>, available: Int) -> Int? {
        let length = lengths[slot]
        guard hashes[slot] != 0, length <= available, holds(slot, length, tail) else { return nil }
        recent[slot &>> 1] = UInt8(truncatingIfNeeded: slot & 1)
        return length
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
        successors[slot] = -1
    }
}
