/// The bytes behind an `HTML` fragment: one growing allocation, written through a pointer
/// (appending a short literal to an `Array` costs several times more). `HTML` copies it
/// before writing when it is shared, so fragments keep value semantics.
final class ByteStorage: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// A copy holding the same bytes, with room for `extra` more.
    func copy(extra: Int) -> ByteStorage {
        let c = ByteStorage(capacity: count + max(extra, count / 2))
        c.base.update(from: base, count: count)
        c.count = count
        return c
    }

    /// Makes room for `n` more bytes.
    func grow(_ n: Int) {
        let newCapacity = max(capacity * 2, count + n)
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        b.update(from: base, count: count)
        base.deallocate()
        base = b
        capacity = newCapacity
    }

    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
