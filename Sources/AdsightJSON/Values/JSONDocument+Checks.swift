extension JSONDocument {
    /// Every member whose key repeats an earlier key of the same object (escapes decoded),
    /// in document order, paired with the earlier key. Objects at every depth are checked.
    public func duplicateKeys() -> [(first: JSONValue, duplicate: JSONValue)] {
        var out: [(first: JSONValue, duplicate: JSONValue)] = []
        for index in tape.indices where tape[index].kind == .object && tape[index].count > 1 {
            let end = tape[index].next
            var key = tape[index + 1 + 1].next
            while key < end {
                var earlier = index + 1
                while earlier < key {
                    if sameKey(earlier, key) {
                        out.append((JSONValue(document: self, index: earlier), JSONValue(document: self, index: key)))
                        break
                    }
                    earlier = tape[earlier + 1].next
                }
                key = tape[key + 1].next
            }
        }
        return out
    }

    /// Every string (key or value) whose decoded text contains U+0000, in document order.
    public func stringsContainingNUL() -> [JSONValue] {
        var out: [JSONValue] = []
        for index in tape.indices where tape[index].kind == .string && tape[index].flag {
            let v = JSONValue(document: self, index: index)
            if v.containsNUL { out.append(v) }
        }
        return out
    }

    func sameKey(_ a: Int, _ b: Int) -> Bool {
        let x = tape[a], y = tape[b]
        if !x.flag && !y.flag {
            guard x.end - x.start == y.end - y.start else { return false }
            let base = bytes.startIndex
            return bytes[(base + x.start)..<(base + x.end)].elementsEqual(bytes[(base + y.start)..<(base + y.end)])
        }
        return JSONValue(document: self, index: a).string == JSONValue(document: self, index: b).string
    }
}
