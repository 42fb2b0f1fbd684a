/// A growing piece of markup for the bulk parts of a page (SVG, long tables, the page
/// itself), built in Swift as UTF-8 bytes. Text goes in through `text(_:)`, which escapes
/// with `Markup.escape` (its byte-level form); `raw(_:)` is for literal markup written in
/// this module; numbers are formatted straight into the buffer.
public struct HTML: Sendable, CustomStringConvertible, ByteSink {
    private var storage: ByteStorage

    public init() { storage = ByteStorage(capacity: 256) }

    /// An empty fragment with room for `capacity` bytes.
    public init(capacity: Int) { storage = ByteStorage(capacity: capacity) }

    /// The markup's UTF-8.
    public var bytes: [UInt8] { Array(storage.buffer) }

    /// How many bytes were written.
    public var count: Int { storage.count }

    /// Whether nothing was written.
    public var isEmpty: Bool { storage.count == 0 }

    /// The markup as a String.
    public var description: String { String(decoding: storage.buffer, as: UTF8.self) }

    /// Calls `body` with the bytes written so far.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { body(storage.buffer) }

    /// Room for `n` more bytes in storage this fragment owns alone; returns where they go.
    @inline(__always)
    private mutating func room(_ n: Int) -> UnsafeMutablePointer<UInt8> {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(extra: n) }
        if storage.count + n > storage.capacity { storage.grow(n) }
        return storage.base + storage.count
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        room(1).pointee = byte
        storage.count += 1
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, bytes.count > 0 else { return }
        room(bytes.count).update(from: start, count: bytes.count)
        storage.count += bytes.count
    }

    /// Writes at most `capacity` bytes through `body`, which returns how many it wrote.
    @inline(__always)
    mutating func write(capacity: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        let p = room(capacity)
        let written = body(UnsafeMutableBufferPointer(start: p, count: capacity))
        precondition(written >= 0 && written <= capacity, "HTML.write(capacity:): more written than reserved")
        storage.count += written
    }

    /// Writes through a cursor into `n` bytes of room reserved at once (`ByteCursor`: the
    /// caller counts what it writes), for the rows written per event.
    @inline(__always)
    mutating func write(reserving n: Int, _ body: (inout ByteCursor) -> Void) {
        let start = room(n)
        var cursor = ByteCursor(start, capacity: n)
        body(&cursor)
        storage.count += cursor.p - start
    }

    /// Drops the last `n` bytes written (at most `count`): markup written before what it
    /// opens turned out empty (an event log cell with nothing in it, which the row leaves out).
    mutating func removeLast(_ n: Int) {
        precondition(n >= 0 && n <= count)
        _ = room(0)   // storage this fragment owns alone
        storage.count -= n
    }

    /// Inserts `bytes` at byte offset `index` (at most `count`), moving what follows.
    mutating func insert(_ bytes: [UInt8], at index: Int) {
        precondition(index >= 0 && index <= count)
        let tail = count - index
        let end = room(bytes.count)
        let at = end - tail
        UnsafeMutableRawPointer(at + bytes.count).copyMemory(from: at, byteCount: tail)   // overlapping: a memmove
        bytes.withUnsafeBufferPointer { b in if let p = b.baseAddress { at.update(from: p, count: b.count) } }
        storage.count += bytes.count
    }

    /// Appends literal markup (tags written in this module, never user data).
    @inline(__always)
    public mutating func raw(_ markup: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
    }

    /// Appends literal markup built at run time (never user data).
    @_disfavoredOverload
    public mutating func raw(_ markup: String) {
        Markup.withUTF8(markup) { append(contentsOf: $0) }
    }

    /// Appends text, escaped.
    public mutating func text(_ text: String) { Markup.escape(text, into: &self) }

    /// Appends another fragment.
    public mutating func append(_ other: HTML) { other.withBytes { append(contentsOf: $0) } }

    /// Appends an integer in decimal (`String(n)`; nothing to escape).
    @inline(__always)
    mutating func int(_ n: Int) {
        write(capacity: 20) { out in
            let m = n.magnitude
            let digits = Fmt.digitCount(UInt64(m))
            let end = (n < 0 ? 1 : 0) + digits
            if n < 0 { out[0] = UInt8(ascii: "-") }
            _ = Fmt.writeDigits(UInt64(m), count: digits, before: end, out.baseAddress!)
            return end
        }
    }

    /// Appends `Fmt.count(n)` (digits and thin spaces: nothing to escape).
    mutating func count(_ n: Int) {
        if n > -1000 && n < 1000 { int(n) } else { raw(Fmt.count(n)) }
    }

    /// Appends an SVG coordinate of the timeline: at most one decimal (a tenth of a pixel
    /// of a 1,200-wide drawing), trailing zeros dropped.
    mutating func px(_ v: Double) {
        write(capacity: Fmt.decimalCapacity) { Fmt.decimal(v, places: 1, trim: true, into: $0) }
    }

    /// Appends `Fmt.coord(v)` (nothing to escape).
    mutating func coord(_ v: Double) {
        write(capacity: Fmt.decimalCapacity) { Fmt.decimal(v, places: 2, trim: true, into: $0) }
    }

    /// Appends `Fmt.fixed(v, places:)` (nothing to escape).
    mutating func fixed(_ v: Double, places: Int) {
        write(capacity: Fmt.decimalCapacity) { Fmt.decimal(v, places: places, trim: false, into: $0) }
    }

    /// Appends `Fmt.seconds(t)` (nothing to escape).
    mutating func seconds(_ t: Double) {
        fixed(t, places: 3)
        raw(" s")
    }
}
