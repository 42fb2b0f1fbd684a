/// Writes into room already reserved in an `HTML` fragment (`HTML.write(reserving:_:)`):
/// for the rows written once per event (a log row, a timeline mark), whose pieces would
/// each check the fragment's storage and capacity otherwise. The caller reserves enough:
/// each literal's length, `numberCapacity` per number, and `Markup.escapeCapacity(text)`
/// per text. Each write checks it stays inside the room (one comparison): a miscounted
/// reservation stops the program at that write (a precondition), never writes past it.
struct ByteCursor: ByteSink {
    private(set) var p: UnsafeMutablePointer<UInt8>
    /// The end of the reserved room.
    let end: UnsafeMutablePointer<UInt8>

    /// A cursor at `p`, the start of `capacity` bytes of reserved room.
    init(_ p: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.p = p
        end = p + capacity
    }

    /// Stops the program unless `n` more bytes fit in the room.
    @inline(__always)
    private func ensure(_ n: Int) {
        precondition(end - p >= n, "ByteCursor: the room reserved is too small (a miscounted reservation)")
    }

    /// Room enough for any number written here.
    static let numberCapacity = Fmt.decimalCapacity

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        ensure(1)
        p.pointee = byte
        p += 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        ensure(bytes.count)
        p.update(from: start, count: bytes.count)
        p += bytes.count
    }

    /// Literal markup (never user data).
    @inline(__always)
    mutating func raw(_ markup: StaticString) {
        ensure(markup.utf8CodeUnitCount)
        p.update(from: markup.utf8Start, count: markup.utf8CodeUnitCount)
        p += markup.utf8CodeUnitCount
    }

    /// Literal markup built at run time (never user data; reserved by its UTF-8 count).
    @_disfavoredOverload
    @inline(__always)
    mutating func raw(_ markup: String) {
        Markup.withUTF8(markup) { append(contentsOf: $0) }
    }

    /// Text, escaped (`Markup.escape`).
    @inline(__always)
    mutating func text(_ text: String) { Markup.escape(text, into: &self) }

    /// `String(n)`.
    @inline(__always)
    mutating func int(_ n: Int) {
        let m = UInt64(n.magnitude)
        let digits = Fmt.digitCount(m)
        ensure(digits + 1)
        if n < 0 { p.pointee = UInt8(ascii: "-"); p += 1 }
        _ = Fmt.writeDigits(m, count: digits, before: digits, p)
        p += digits
    }

    /// `Fmt.count(n)` (reserve `countCapacity`).
    @inline(__always)
    mutating func count(_ n: Int) {
        if n > -1000 && n < 1000 { int(n) } else { raw(Fmt.count(n)) }
    }

    /// Room enough for any `count`: 19 digits, a sign and six 3-byte thin spaces.
    static let countCapacity = 40

    /// `HTML.px(v)`: at most one decimal.
    @inline(__always)
    mutating func px(_ v: Double) {
        p += Fmt.decimal(v, places: 1, trim: true, into: UnsafeMutableBufferPointer(start: p, count: Fmt.decimalCapacity))
    }

    /// `Fmt.coord(v)`.
    @inline(__always)
    mutating func coord(_ v: Double) {
        ensure(Fmt.decimalCapacity)
        p += Fmt.decimal(v, places: 2, trim: true, into: UnsafeMutableBufferPointer(start: p, count: Fmt.decimalCapacity))
    }

    /// `Fmt.fixed(v, places:)`.
    @inline(__always)
    mutating func fixed(_ v: Double, places: Int) {
        ensure(Fmt.decimalCapacity)
        p += Fmt.decimal(v, places: places, trim: false, into: UnsafeMutableBufferPointer(start: p, count: Fmt.decimalCapacity))
    }

    /// `Fmt.seconds(t)`.
    @inline(__always)
    mutating func seconds(_ t: Double) {
        fixed(t, places: 3)
        raw(" s")
    }
}
