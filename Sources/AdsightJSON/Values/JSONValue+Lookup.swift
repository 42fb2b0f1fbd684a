extension JSONValue {
    /// The tape index of the value of the first member named `key` (keys without escapes
    /// compared as bytes on the tape, with no intermediate values).
    func memberIndex(_ key: String) -> Int? {
        var key = key
        return key.withUTF8 { k in
            document.withTapeView { v -> Int? in
                guard v.kind(index) == .object else { return nil }
                let end = v.next(index)
                var i = index + 1
                while i < end {
                    if v.hasEscapes(i) {
                        if JSONValue(document: document, index: i).keyEquals(String(decoding: k, as: UTF8.self)) { return i + 1 }
                    } else {
                        let body = v.stringBody(i)
                        if body.count == k.count, body.elementsEqual(k) { return i + 1 }
                    }
                    i = v.next(i + 1)
                }
                return nil
            }
        }
    }
}
