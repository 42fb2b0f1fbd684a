extension UnsafeBufferPointer {
    /// Where element `i` is, for reading it in place during the buffer's `withUnsafe...`
    /// call (a large value passed by value from an array was copied whole, its references
    /// retained and released). Bounds-checked in every build: a wrong index stops the
    /// program instead of reading past the buffer.
    @inlinable @inline(__always)
    package func element(_ i: Int) -> UnsafePointer<Element> {
        precondition(i >= 0 && i < count, "index out of range")
        return baseAddress! + i
    }
}
