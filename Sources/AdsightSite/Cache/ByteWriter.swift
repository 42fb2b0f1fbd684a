/// Appends the rebuild cache's primitive values to a byte array: LEB128 varints
/// (zigzag for signed), fixed little-endian 64-bit words, length-prefixed UTF-8.
public struct ByteWriter: Sendable {
    /// What was written so far.
    public var bytes: [UInt8] = []

    /// An empty writer with room for `capacity` bytes.
    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// An unsigned LEB128 number.
    public mutating func varint(_ value: UInt64) {
        var v = value
        while v >= 0x80 { bytes.append(UInt8(truncatingIfNeeded: v) | 0x80); v >>= 7 }
        bytes.append(UInt8(v))
    }

    /// A non-negative count (negative values as 0).
    public mutating func count(_ value: Int) { varint(UInt64(max(0, value))) }

    /// A signed number, zigzag-encoded.
    public mutating func int(_ value: Int) {
        let v = Int64(value)
        varint(UInt64(bitPattern: (v << 1) ^ (v >> 63)))
    }

    /// Eight bytes, little-endian.
    public mutating func word(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    /// A double's bit pattern as a word.
    public mutating func double(_ value: Double) { word(value.bitPattern) }

    /// One byte: 1 or 0.
    public mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// The UTF-8 byte count, then the bytes.
    public mutating func string(_ value: String) {
        count(value.utf8.count)
        bytes += value.utf8
    }

    /// A presence byte, then the value when present.
    public mutating func optional<T>(_ value: T?, _ write: (inout ByteWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    /// Bytes as they are.
    public mutating func raw(_ data: some Sequence<UInt8>) { bytes += data }
}
