/// A growable buffer of JSON text for hot writers that lay out fixed text themselves
/// (`check`'s session entries): appending is a capacity check and a copy, without the
/// per-call work of `[UInt8].append(contentsOf:)`. Strings are escaped exactly as
/// `JSONWriter` escapes them.
public struct JSONBytes: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var used = 0
    /// The number of bytes written.
    public var count: Int { used }

    /// An empty buffer with room for `capacity` bytes (it grows as needed). The buffer owns
    /// its memory, freed when the value ends; it cannot be copied, only moved.
    public init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written, as an array.
    public var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: used))
    }

    /// Appends `text`'s bytes.
    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `bytes`.
    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + used).update(from: source, count: bytes.count)
        used += bytes.count
    }

    /// Appends `bytes`.
    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the JSON string literal of `text`, quotes included, escaped as
    /// `JSONWriter.string(_:)` escapes it.
    public mutating func appendQuoted(_ text: String) {
        let plain = text.utf8.withContiguousStorageIfAvailable { utf8 in appendIfPlain(utf8) }
            ?? { var text = text; return text.withUTF8 { appendIfPlain($0) } }()
        if !plain {
            var escaped: [UInt8] = []
            JSONWriter.appendEscapedScalars(text, to: &escaped)
            append(escaped)
        }
    }

    /// Appends one byte.
    @inlinable @inline(__always)
    public mutating func append(byte: UInt8) {
        reserve(1)
        base[used] = byte
        used += 1
    }

    /// Appends the JSON text of `value` (`JSONWriter.int(_:)`: decimal digits, a minus sign
    /// when negative), written in place rather than through a `String`.
    public mutating func append(_ value: Int) {
        // 19 digits and a sign hold every Int, Int.min included.
        let room = 20
        reserve(room)
        var magnitude = value.magnitude
        var digits = 0
        repeat {
            digits += 1
            magnitude /= 10
        } while magnitude > 0
        let length = digits + (value < 0 ? 1 : 0)
        precondition(length <= room, "an Int's text is longer than the room reserved for it")
        magnitude = value.magnitude
        var at = used + length
        repeat {
            at -= 1
            base[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        if value < 0 { base[used] = UInt8(ascii: "-") }
        used += length
    }

    /// Appends the JSON text of `value` (`JSONWriter.number(_:)`).
    public mutating func append(_ value: Double) {
        appendText(JSONWriter.format(value))
    }

    private mutating func appendText(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    @inline(__always)
    private mutating func appendIfPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard JSONWriter.isPlain(utf8) else { return false }
        reserve(utf8.count + 2)
        base[used] = UInt8(ascii: "\"")
        if let source = utf8.baseAddress { (base + used + 1).update(from: source, count: utf8.count) }
        base[used + 1 + utf8.count] = UInt8(ascii: "\"")
        used += utf8.count + 2
        return true
    }

    /// Makes room for `extra` more bytes.
    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) {
        if used + extra > capacity { grow(to: used + extra) }
    }

    @usableFromInline
    mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: used)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
