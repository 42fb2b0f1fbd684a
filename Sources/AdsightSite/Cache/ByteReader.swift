/// Reads what `ByteWriter` wrote, throwing `CacheFormatError` on truncated or malformed
/// input instead of trapping. Valid only inside the `withUnsafeBytes` that made the buffer.
public struct ByteReader {
    /// The bytes read from.
    public let buffer: UnsafeRawBufferPointer
    /// Where the next read starts.
    public private(set) var offset: Int

    /// A reader of `buffer` from `offset`.
    public init(_ buffer: UnsafeRawBufferPointer, offset: Int = 0) { self.buffer = buffer; self.offset = offset }

    /// Whether every byte was read.
    public var isAtEnd: Bool { offset >= buffer.count }

    /// One byte.
    public mutating func byte() throws(CacheFormatError) -> UInt8 {
        guard offset < buffer.count else { throw CacheFormatError("truncated at \(offset)") }
        defer { offset += 1 }
        return buffer[offset]
    }

    /// An unsigned LEB128 number.
    public mutating func varint() throws(CacheFormatError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw CacheFormatError("varint too long at \(offset)") }
            value |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return value }
            shift += 7
        }
    }

    /// A count bounded by what is left (every counted item takes at least one byte).
    public mutating func count() throws(CacheFormatError) -> Int {
        let v = try varint()
        guard v <= UInt64(buffer.count - offset) else { throw CacheFormatError("count \(v) too large at \(offset)") }
        return Int(v)
    }

    /// A zigzag-encoded signed number.
    public mutating func int() throws(CacheFormatError) -> Int {
        let v = try varint()
        return Int(truncatingIfNeeded: Int64(bitPattern: (v >> 1) ^ (0 &- (v & 1))))
    }

    /// Eight bytes, little-endian.
    public mutating func word() throws(CacheFormatError) -> UInt64 {
        guard offset + 8 <= buffer.count else { throw CacheFormatError("truncated at \(offset)") }
        defer { offset += 8 }
        return UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// A double from its bit pattern.
    public mutating func double() throws(CacheFormatError) -> Double { Double(bitPattern: try word()) }

    /// A flag byte (0 or 1; anything else is an error).
    public mutating func bool() throws(CacheFormatError) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw CacheFormatError("bad flag at \(offset - 1)")
        }
    }

    /// `n` raw bytes, as a view into the buffer.
    public mutating func bytes(_ n: Int) throws(CacheFormatError) -> UnsafeRawBufferPointer {
        guard n >= 0, n <= buffer.count - offset else { throw CacheFormatError("truncated at \(offset)") }
        defer { offset += n }
        return UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + n])
    }

    /// A length-prefixed UTF-8 string (invalid UTF-8 is an error).
    public mutating func string() throws(CacheFormatError) -> String {
        let n = try count()
        let raw = try bytes(n)
        guard let s = String(validating: raw, as: UTF8.self) else { throw CacheFormatError("bad UTF-8 at \(offset - n)") }
        return s
    }

    /// A presence flag, then the value when present.
    public mutating func optional<T>(_ read: (inout ByteReader) throws(CacheFormatError) -> T) throws(CacheFormatError) -> T? {
        try bool() ? try read(&self) : nil
    }

    /// A value written as its index in `table`.
    public mutating func index<E>(into table: [E]) throws(CacheFormatError) -> E {
        let i = try varint()
        guard i < UInt64(table.count) else { throw CacheFormatError("bad index \(i) at \(offset)") }
        return table[Int(i)]
    }

    /// A `String`-backed value written as its raw value.
    public mutating func rawValue<E: RawRepresentable>(_: E.Type) throws(CacheFormatError) -> E where E.RawValue == String {
        let raw = try string()
        guard let e = E(rawValue: raw) else { throw CacheFormatError("unknown value \(raw)") }
        return e
    }
}
