/// One value inside a `JSONDocument`: a cheap view (no copy of the bytes).
public struct JSONValue: Sendable {
    public let document: JSONDocument
    let index: Int

    init(document: JSONDocument, index: Int) {
        self.document = document; self.index = index
    }

    var node: JSONNode { document.tape[index] }

    public var kind: JSONKind { node.kind }
    /// Byte offset of the value's first byte (0-based, from the start of the parsed bytes).
    public var offset: Int { node.start }
    /// Byte offset just past the value.
    public var endOffset: Int { node.end }
    /// The 1-based line and column of the value's first character.
    public var position: (line: Int, column: Int) { document.position(of: offset) }

    /// The raw bytes of the value as written (strings include their quotes).
    public var rawBytes: ArraySlice<UInt8> {
        let base = document.bytes.startIndex
        return document.bytes[(base + node.start)..<(base + node.end)]
    }

    public var isNull: Bool { node.kind == .null }

    /// The boolean, or nil unless the value is `true` or `false`.
    public var bool: Bool? {
        guard node.kind == .bool else { return nil }
        return document.bytes[document.bytes.startIndex + node.start] == UInt8(ascii: "t")
    }

    /// Members (objects) or elements (arrays); 0 otherwise.
    public var count: Int { Int(node.count) }

    /// The elements of an array in order (empty unless an array).
    public var elements: JSONArrayElements { JSONArrayElements(value: self) }

    /// The members of an object in file order, duplicates included (empty unless an object).
    public var members: JSONObjectMembers { JSONObjectMembers(value: self) }

    /// The value of the first member whose key is `key`; nil if none or not an object.
    public subscript(key: String) -> JSONValue? {
        guard let i = memberIndex(key) else { return nil }
        return JSONValue(document: document, index: i)
    }
}

/// The elements of a JSON array, iterated without allocation.
public struct JSONArrayElements: Sequence, Sendable {
    let value: JSONValue

    public var count: Int { value.node.kind == .array ? value.count : 0 }

    public struct Iterator: IteratorProtocol {
        let document: JSONDocument
        var index: Int
        let end: Int
        public mutating func next() -> JSONValue? {
            guard index < end else { return nil }
            let v = JSONValue(document: document, index: index)
            index = document.tape[index].next
            return v
        }
    }

    public func makeIterator() -> Iterator {
        let n = value.node
        guard n.kind == .array else { return Iterator(document: value.document, index: 0, end: 0) }
        return Iterator(document: value.document, index: value.index + 1, end: n.next)
    }
}

/// The members of a JSON object in file order, iterated without allocation.
public struct JSONObjectMembers: Sequence, Sendable {
    let value: JSONValue

    public var count: Int { value.node.kind == .object ? value.count : 0 }

    public struct Iterator: IteratorProtocol {
        let document: JSONDocument
        var index: Int
        let end: Int
        public mutating func next() -> (key: JSONValue, value: JSONValue)? {
            guard index < end else { return nil }
            let key = JSONValue(document: document, index: index)
            let value = JSONValue(document: document, index: index + 1)
            index = document.tape[index + 1].next
            return (key, value)
        }
    }

    public func makeIterator() -> Iterator {
        let n = value.node
        guard n.kind == .object else { return Iterator(document: value.document, index: 0, end: 0) }
        return Iterator(document: value.document, index: value.index + 1, end: n.next)
    }
}
