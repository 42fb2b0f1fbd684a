#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of bytes inside a line (a key or a string's body, escapes not allowed), compared
/// with fixed names without decoding.
struct ByteText {
    let base: UnsafePointer<UInt8>
    let count: Int

    /// Whether the bytes are exactly `name`.
    @inline(__always)
    func equals(_ name: StaticString) -> Bool {
        guard name.utf8CodeUnitCount == count else { return false }
        let q = name.utf8Start
        var k = 0
        let a = UnsafeRawPointer(base), b = UnsafeRawPointer(q)
        while k + 8 <= count {
            if a.loadUnaligned(fromByteOffset: k, as: UInt64.self) != b.loadUnaligned(fromByteOffset: k, as: UInt64.self) {
                return false
            }
            k += 8
        }
        while k < count {
            if base[k] != q[k] { return false }
            k += 1
        }
        return true
    }

    /// Whether `bytes` are exactly these bytes.
    @inline(__always)
    func equals(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == count else { return false }
        guard count > 0, let other = bytes.baseAddress else { return true }
        return memcmp(base, other, count) == 0
    }

    /// The bytes as a String (well-formed UTF-8: the scanner leaves anything else to the slow path).
    var string: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
}
