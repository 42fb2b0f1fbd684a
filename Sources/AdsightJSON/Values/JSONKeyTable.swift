/// A fixed set of names looked up by the bytes of a string value without decoding it:
/// candidates are bucketed by length, so a lookup compares few names.
public struct JSONKeyTable: Sendable {
    let names: [[UInt8]]
    let byLength: [[Int]]

    public init(_ names: [String]) {
        self.names = names.map { Array($0.utf8) }
        var buckets = [[Int]](repeating: [], count: (self.names.map(\.count).max() ?? 0) + 1)
        for (i, n) in self.names.enumerated() { buckets[n.count].append(i) }
        byLength = buckets
    }

    /// The position of string `i`'s text in the table; nil if absent or it has escapes.
    public func index(of i: Int, in v: JSONTapeView) -> Int? {
        guard v.kind(i) == .string, !v.hasEscapes(i) else { return nil }
        let body = v.stringBody(i)
        guard body.count < byLength.count else { return nil }
        for candidate in byLength[body.count] {
            let name = names[candidate]
            var k = 0
            while k < body.count && body[k] == name[k] { k += 1 }
            if k == body.count { return candidate }
        }
        return nil
    }
}
