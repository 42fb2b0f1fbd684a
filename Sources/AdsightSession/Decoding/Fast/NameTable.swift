/// The names (`ad`, `view`) one decoder has made lately, so an event naming one of them
/// shares its String instead of building another (another allocation, and later
/// comparisons of the two by their bytes): a session names a handful of ad objects and
/// views over and over, in any order. The last `capacity` distinct names of more than 15
/// bytes are kept and looked up by length and bytes, the one found last first; shorter
/// names are made afresh (Swift keeps them inside the String, with nothing to allocate or
/// share, and making one costs less than a look-up).
struct NameTable: Sendable {
    static let capacity = 8
    private var names: [String] = []
    /// Where the name found or made last is.
    private var last = 0
    /// Where the next new name goes once the table is full.
    private var next = 0

    /// The String of `text` (well-formed UTF-8): one kept, or a new one, then kept.
    @inline(__always)
    mutating func string(_ text: ByteText) -> String {
        guard text.count > 15 else { return text.string }
        if last < names.count, Self.holds(names[last], text) { return names[last] }
        for k in names.indices where k != last && Self.holds(names[k], text) {
            last = k
            return names[k]
        }
        let made = text.string
        if names.count < Self.capacity {
            last = names.count
            names.append(made)
        } else {
            last = next
            names[next] = made
            next = (next + 1) % Self.capacity
        }
        return made
    }

    /// Whether `name`'s UTF-8 is exactly the bytes of `text`.
    @inline(__always)
    static func holds(_ name: String, _ text: ByteText) -> Bool {
        let utf8 = name.utf8
        guard utf8.count == text.count else { return false }
        return utf8.withContiguousStorageIfAvailable { text.equals(bytes: $0) } ?? utf8.elementsEqual(UnsafeBufferPointer(start: text.base, count: text.count))
    }
}
