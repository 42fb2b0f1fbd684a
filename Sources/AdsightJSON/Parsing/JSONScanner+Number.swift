extension JSONScanner {
    /// Scans `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func scanNumber() throws(Failure) {
        let start = i
        if p[i] == UInt8(ascii: "-") { i += 1 }
        guard i < p.count, isDigit(p[i]) else {
            throw Failure(offset: start, message: "invalid number: a digit must follow '-'")
        }
        if p[i] == UInt8(ascii: "0") {
            i += 1
            if i < p.count, isDigit(p[i]) {
                throw Failure(offset: start, message: "invalid number: leading zeros are not allowed")
            }
        } else {
            while i < p.count, isDigit(p[i]) { i += 1 }
        }
        var integer = true
        if i < p.count, p[i] == UInt8(ascii: ".") {
            integer = false
            i += 1
            guard i < p.count, isDigit(p[i]) else {
                throw Failure(offset: start, message: "invalid number: a digit must follow '.'")
            }
            while i < p.count, isDigit(p[i]) { i += 1 }
        }
        if i < p.count, p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E") {
            integer = false
            i += 1
            if i < p.count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
            guard i < p.count, isDigit(p[i]) else {
                throw Failure(offset: start, message: "invalid number: the exponent needs digits")
            }
            while i < p.count, isDigit(p[i]) { i += 1 }
        }
        tape.append(JSONNode(kind: .number, flag: integer, count: 0, start: start, end: i, next: tape.count + 1))
    }

    @inline(__always)
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
