/// An allocation- and reference-counting-free view of a document's tape and bytes, for
/// hot loops. Valid only inside `JSONDocument.withTapeView`; values are tape indices
/// (the root is 0; an object's members follow it as key, value pairs).
public struct JSONTapeView {
    let tape: UnsafeBufferPointer<JSONNode>
    let bytes: UnsafeBufferPointer<UInt8>

    /// Number of tape entries.
    public var count: Int { tape.count }
    public func kind(_ i: Int) -> JSONKind { tape[i].kind }
    /// The tape index just past value `i` and everything inside it.
    public func next(_ i: Int) -> Int { tape[i].next }
    /// Byte offset of value `i`.
    public func offset(_ i: Int) -> Int { tape[i].start }
    /// Whether string `i` contains an escape.
    public func hasEscapes(_ i: Int) -> Bool { tape[i].kind == .string && tape[i].flag }
    /// Members (objects) or elements (arrays) of value `i`.
    public func memberCount(_ i: Int) -> Int { Int(tape[i].count) }

    /// The raw bytes between a string's quotes (escapes not decoded).
    public func stringBody(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let n = tape[i]
        return UnsafeBufferPointer(rebasing: bytes[(n.start + 1)..<(n.end - 1)])
    }

    /// Whether string `i` (without escapes) is exactly `text`.
    public func stringEquals(_ i: Int, _ text: StaticString) -> Bool {
        let n = tape[i]
        guard n.kind == .string, !n.flag, n.end - n.start - 2 == text.utf8CodeUnitCount else { return false }
        let p = text.utf8Start
        var k = 0
        var b = n.start + 1
        while k < text.utf8CodeUnitCount {
            if bytes[b] != p[k] { return false }
            k += 1; b += 1
        }
        return true
    }

    public func string(_ i: Int) -> String? {
        let n = tape[i]
        guard n.kind == .string else { return nil }
        if n.flag {
            return String(decoding: JSONValue.unescape(ArraySlice(stringBody(i))), as: UTF8.self)
        }
        return String(decoding: stringBody(i), as: UTF8.self)
    }

    public func bool(_ i: Int) -> Bool? {
        guard tape[i].kind == .bool else { return nil }
        return bytes[tape[i].start] == UInt8(ascii: "t")
    }

    public func double(_ i: Int) -> Double? {
        let n = tape[i]
        guard n.kind == .number else { return nil }
        return JSONNumber.double(UnsafeBufferPointer(rebasing: bytes[n.start..<n.end]))
    }
}

extension JSONDocument {
    /// Runs `body` with an unsafe view of the document (do not let the view escape).
    public func withTapeView<R>(_ body: (JSONTapeView) -> R) -> R {
        tape.withUnsafeBufferPointer { t in
            bytes.withUnsafeBufferPointer { b in body(JSONTapeView(tape: t, bytes: b)) }
        }
    }
}
