/// A growing piece of markup for the bulk parts of a page (SVG, long tables), built in
/// Swift as UTF-8 bytes and inserted whole into a page. Text goes in through `text(_:)`,
/// which escapes with `Markup.escape` (its byte-level form); `raw(_:)` is for literal
/// markup written in this module; numbers are formatted straight into the buffer.
public struct HTML: Sendable, CustomStringConvertible {
    /// The markup's UTF-8.
    public private(set) var bytes: [UInt8] = []

    public init() {}

    /// An empty fragment with room for `capacity` bytes.
    public init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// The markup as a String.
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends literal markup (tags written in this module, never user data).
    public mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends literal markup built at run time (never user data).
    @_disfavoredOverload
    public mutating func raw(_ markup: String) { bytes.append(contentsOf: markup.utf8) }

    /// Appends text, escaped.
    public mutating func text(_ text: String) { Markup.escape(text, into: &bytes) }

    /// Appends another fragment.
    public mutating func append(_ other: HTML) { bytes.append(contentsOf: other.bytes) }

    /// Whether nothing was written.
    public var isEmpty: Bool { bytes.isEmpty }

    /// Appends an integer in decimal (`String(n)`; nothing to escape).
    mutating func int(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        var m = n.magnitude
        if m < 10 { bytes.append(0x30 + UInt8(m)); return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buf in
            var k = 20
            while m > 0 { k -= 1; buf[k] = 0x30 + UInt8(m % 10); m /= 10 }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buf[k...]))
        }
    }

    /// Appends `Fmt.count(n)` (digits and thin spaces: nothing to escape).
    mutating func count(_ n: Int) {
        if n > -1000 && n < 1000 { int(n) } else { raw(Fmt.count(n)) }
    }

    /// Appends `Fmt.coord(v)` (nothing to escape).
    mutating func coord(_ v: Double) { Fmt.decimal(v, places: 2, trim: true, appendingTo: &bytes) }

    /// Appends `Fmt.fixed(v, places:)` (nothing to escape).
    mutating func fixed(_ v: Double, places: Int) { Fmt.decimal(v, places: places, trim: false, appendingTo: &bytes) }

    /// Appends `Fmt.seconds(t)` (nothing to escape).
    mutating func seconds(_ t: Double) {
        fixed(t, places: 3)
        raw(" s")
    }
}
