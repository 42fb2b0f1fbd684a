/// A parsed JSON text: the bytes it was parsed from and a flat tape of its values.
/// Values are read through `root` and decoded only when asked for.
public struct JSONDocument: Sendable {
    /// The bytes the document was parsed from; offsets count from `bytes.startIndex`.
    public let bytes: ArraySlice<UInt8>
    let tape: [JSONNode]

    init(bytes: ArraySlice<UInt8>, tape: [JSONNode]) {
        self.bytes = bytes; self.tape = tape
    }

    /// The top-level value.
    public var root: JSONValue { JSONValue(document: self, index: 0) }

    /// The 1-based line and column of a byte offset in the document.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        JSONPosition.locate(offset: offset, in: bytes)
    }
}
