/// The byte-level scanner behind `JSONParser`: recursive descent bounded by `maxDepth`,
/// writing a flat tape of nodes.
struct JSONScanner {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    let p: UnsafeBufferPointer<UInt8>
    var i = 0
    var tape: [JSONNode]
    let maxDepth: Int

    init(bytes: UnsafeBufferPointer<UInt8>, tape: [JSONNode], maxDepth: Int) {
        self.p = bytes; self.tape = tape; self.maxDepth = maxDepth
    }

    /// Scans a whole text: one value surrounded by optional whitespace.
    mutating func scanDocument() -> Failure? {
        do throws(Failure) {
            skipWhitespace()
            if i >= p.count { throw Failure(offset: i, message: "empty input; expected a JSON value") }
            try scanValue(depth: 0)
            skipWhitespace()
            if i < p.count {
                throw Failure(offset: i, message: "unexpected \(describe(i)) after the JSON value")
            }
            return nil
        } catch {
            return error
        }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while i < p.count {
            let b = p[i]
            guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
            i += 1
        }
    }

    mutating func scanValue(depth: Int) throws(Failure) {
        guard i < p.count else { throw Failure(offset: i, message: "unexpected end of input; expected a value") }
        switch p[i] {
        case UInt8(ascii: "{"): try scanObject(depth: depth + 1)
        case UInt8(ascii: "["): try scanArray(depth: depth + 1)
        case UInt8(ascii: "\""): try scanString()
        case UInt8(ascii: "t"): try scanLiteral("true", kind: .bool)
        case UInt8(ascii: "f"): try scanLiteral("false", kind: .bool)
        case UInt8(ascii: "n"): try scanLiteral("null", kind: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
        default: throw Failure(offset: i, message: "unexpected \(describe(i)); expected a value")
        }
    }

    mutating func scanObject(depth: Int) throws(Failure) {
        guard depth <= maxDepth else {
            throw Failure(offset: i, message: "nesting is deeper than \(maxDepth) levels")
        }
        let index = tape.count
        let start = i
        tape.append(JSONNode(kind: .object, flag: false, count: 0, start: start, end: start, next: 0))
        i += 1
        skipWhitespace()
        var count: UInt32 = 0
        if i < p.count, p[i] == UInt8(ascii: "}") {
            i += 1
        } else {
            while true {
                skipWhitespace()
                guard i < p.count, p[i] == UInt8(ascii: "\"") else {
                    throw Failure(offset: i, message: "expected a string key in double quotes, found \(describe(i))")
                }
                try scanString()
                skipWhitespace()
                guard i < p.count, p[i] == UInt8(ascii: ":") else {
                    throw Failure(offset: i, message: "expected ':' after the key, found \(describe(i))")
                }
                i += 1
                skipWhitespace()
                try scanValue(depth: depth)
                count += 1
                skipWhitespace()
                guard i < p.count else { throw Failure(offset: i, message: "unexpected end of input; expected ',' or '}'") }
                if p[i] == UInt8(ascii: ",") { i += 1; continue }
                if p[i] == UInt8(ascii: "}") { i += 1; break }
                throw Failure(offset: i, message: "expected ',' or '}' in the object, found \(describe(i))")
            }
        }
        tape[index].count = count
        tape[index].end = i
        tape[index].next = tape.count
    }

    mutating func scanArray(depth: Int) throws(Failure) {
        guard depth <= maxDepth else {
            throw Failure(offset: i, message: "nesting is deeper than \(maxDepth) levels")
        }
        let index = tape.count
        let start = i
        tape.append(JSONNode(kind: .array, flag: false, count: 0, start: start, end: start, next: 0))
        i += 1
        skipWhitespace()
        var count: UInt32 = 0
        if i < p.count, p[i] == UInt8(ascii: "]") {
            i += 1
        } else {
            while true {
                skipWhitespace()
                try scanValue(depth: depth)
                count += 1
                skipWhitespace()
                guard i < p.count else { throw Failure(offset: i, message: "unexpected end of input; expected ',' or ']'") }
                if p[i] == UInt8(ascii: ",") { i += 1; continue }
                if p[i] == UInt8(ascii: "]") { i += 1; break }
                throw Failure(offset: i, message: "expected ',' or ']' in the array, found \(describe(i))")
            }
        }
        tape[index].count = count
        tape[index].end = i
        tape[index].next = tape.count
    }

    mutating func scanLiteral(_ word: StaticString, kind: JSONKind) throws(Failure) {
        let start = i
        let n = word.utf8CodeUnitCount
        let w = word.utf8Start
        for k in 0..<n {
            guard i + k < p.count, p[i + k] == w[k] else {
                throw Failure(offset: start, message: "unexpected \(describe(start)); expected a value")
            }
        }
        i += n
        tape.append(JSONNode(kind: kind, flag: false, count: 0, start: start, end: i, next: tape.count + 1))
    }

    /// A short description of the byte at `offset` for messages.
    func describe(_ offset: Int) -> String {
        guard offset < p.count else { return "end of input" }
        let b = p[offset]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b == 0x20 { return "space" }
        if b == 0 { return "NUL byte" }
        if b >= 0x80 { return "non-ASCII byte 0x" + String(b, radix: 16, uppercase: true) + " outside a string" }
        return "byte 0x" + String(b, radix: 16, uppercase: true).leftPadded(2)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
