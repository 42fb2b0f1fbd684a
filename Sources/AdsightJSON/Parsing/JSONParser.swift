/// A strict RFC 8259 JSON parser over bytes. Keep one and call `parse` for each text:
/// its node buffer is reused, so parsing allocates nothing per value once warm.
///
/// Duplicate object keys are accepted (callers decide); nesting deeper than `maxDepth`
/// is an error, never a crash. Strings are validated (UTF-8, escapes, surrogate pairs,
/// no raw control characters) but decoded only when asked for.
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public var maxDepth: Int
    var tape: [JSONNode] = []

    public init(maxDepth: Int = 256) {
        self.maxDepth = maxDepth
    }

    /// Parses one JSON text.
    public mutating func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONDocument {
        try parse(bytes[...])
    }

    /// Parses one JSON text; offsets in the document and errors count from `bytes.startIndex`.
    public mutating func parse(_ bytes: ArraySlice<UInt8>) throws(JSONError) -> JSONDocument {
        var nodes: [JSONNode] = []
        swap(&nodes, &tape)
        nodes.removeAll(keepingCapacity: true)
        let depth = maxDepth
        let failure: JSONScanner.Failure? = bytes.withUnsafeBufferPointer { buf in
            var scanner = JSONScanner(bytes: buf, tape: nodes, maxDepth: depth)
            nodes = []
            let result = scanner.scanDocument()
            swap(&nodes, &scanner.tape)
            return result
        }
        if let failure {
            tape = nodes
            let (line, column) = JSONPosition.locate(offset: failure.offset, in: bytes)
            throw JSONError(offset: failure.offset, line: line, column: column, message: failure.message)
        }
        let document = JSONDocument(bytes: bytes, tape: nodes)
        tape = nodes
        return document
    }

    /// Parses one JSON text with a fresh parser.
    public static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONDocument {
        var parser = JSONParser()
        return try parser.parse(bytes)
    }
}
