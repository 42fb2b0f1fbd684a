import AdsightJSON

/// A position in one line's bytes with strict JSON token readers for the fast path. Each
/// reader returns nil on anything it does not handle (escapes, malformed UTF-8, a malformed
/// token); the caller then gives the line to the full parser, which reports it.
struct ByteCursor {
    let p: UnsafePointer<UInt8>
    let n: Int
    var i = 0

    /// A cursor at `start` in `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) {
        // An empty buffer may have no base address; any pointer works since n == 0.
        p = bytes.baseAddress.map { UnsafePointer($0) } ?? UnsafePointer(bitPattern: 1)!
        n = bytes.count
        i = start
    }

    /// The byte at the cursor, or 0 at the end (0 is never valid outside a string here).
    @inline(__always)
    var byte: UInt8 { i < n ? p[i] : 0 }

    /// Skips JSON whitespace except "\n", which ends the line.
    @inline(__always)
    mutating func skipWhitespace() {
        while i < n {
            let b = p[i]
            guard b == 0x20 || b == 0x09 || b == 0x0D else { return }
            i += 1
        }
    }

    /// Consumes `b` (after whitespace); false if the next byte is something else.
    @inline(__always)
    mutating func take(_ b: UInt8) -> Bool {
        skipWhitespace()
        guard i < n, p[i] == b else { return false }
        i += 1
        return true
    }

    /// A string without escapes or control characters, at the cursor: its body (printable
    /// ASCII and well-formed UTF-8, as the JSON scanner takes them).
    @inline(__always)
    mutating func string() -> ByteText? {
        guard i < n, p[i] == UInt8(ascii: "\"") else { return nil }
        i += 1
        let start = i
        let raw = UnsafeRawPointer(p)
        while true {
            // Eight bytes at a time: stop at the first '"', '\\', control or non-ASCII byte.
            while i + 8 <= n {
                let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let stop = Self.zeroBytes(x ^ 0x2222_2222_2222_2222) | Self.zeroBytes(x ^ 0x5C5C_5C5C_5C5C_5C5C)
                    | ((x &- 0x2020_2020_2020_2020) & ~x & 0x8080_8080_8080_8080) | (x & 0x8080_8080_8080_8080)
                if stop != 0 {
                    i += UInt64(littleEndian: stop).trailingZeroBitCount >> 3
                    break
                }
                i += 8
            }
            guard i < n else { return nil }
            let b = p[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                return ByteText(base: p + start, count: i - 1 - start)
            }
            if b >= 0x80 {
                guard let k = UTF8Sequence.length(p, at: i, count: n) else { return nil }
                i += k
            } else {
                guard b >= 0x20, b != UInt8(ascii: "\\") else { return nil }
                i += 1
            }
        }
    }

    /// `true` or `false` at the cursor.
    @inline(__always)
    mutating func bool() -> Bool? {
        if i + 4 <= n, p[i] == UInt8(ascii: "t"), p[i + 1] == UInt8(ascii: "r"), p[i + 2] == UInt8(ascii: "u"),
           p[i + 3] == UInt8(ascii: "e") {
            i += 4
            return true
        }
        if i + 5 <= n, p[i] == UInt8(ascii: "f"), p[i + 1] == UInt8(ascii: "a"), p[i + 2] == UInt8(ascii: "l"),
           p[i + 3] == UInt8(ascii: "s"), p[i + 4] == UInt8(ascii: "e") {
            i += 5
            return false
        }
        return nil
    }

    /// A JSON number at the cursor, converted exactly as `JSONValue.double` converts it (nil,
    /// the cursor after what was read, for a malformed one).
    @inline(__always)
    mutating func number() -> Double? {
        // Works on a local copy of the position (stored back once), with wrapping arithmetic:
        // positions stay below `n`.
        let start = i
        var j = i
        var negative = false
        if j < n, p[j] == UInt8(ascii: "-") { negative = true; j &+= 1 }
        guard j < n, case let first = p[j] &- 48, first < 10 else { i = j; return nil }
        if first == 0, j &+ 1 < n, p[j &+ 1] &- 48 < 10 { i = j; return nil }  // leading zero
        // Every digit counts (leading zeros of a fraction too): at most 15 of them fit a
        // Double exactly, and only then is the quick conversion taken; longer numbers go to
        // `JSONNumberText.double`, which runs the same conversion on all their digits.
        var mantissa = UInt64(first)
        let intStart = j
        j &+= 1
        while j < n, case let d = p[j] &- 48, d < 10 { mantissa = mantissa &* 10 &+ UInt64(d); j &+= 1 }
        var count = j &- intStart
        var exponent = 0
        if j < n, p[j] == UInt8(ascii: ".") {
            j &+= 1
            let fractionStart = j
            while j < n, case let d = p[j] &- 48, d < 10 { mantissa = mantissa &* 10 &+ UInt64(d); j &+= 1 }
            guard j > fractionStart else { i = j; return nil }
            exponent = fractionStart &- j
            count &+= j &- fractionStart
        }
        var exact = true
        if j < n, p[j] | 0x20 == UInt8(ascii: "e") {
            exact = false
            j &+= 1
            if j < n, p[j] == UInt8(ascii: "+") || p[j] == UInt8(ascii: "-") { j &+= 1 }
            guard j < n, isDigit(p[j]) else { i = j; return nil }
            while j < n, isDigit(p[j]) { j &+= 1 }
        }
        i = j
        if exact, count <= 15, exponent >= -22 {
            // Below 10^15: exact as an Int64, whose conversion is one instruction.
            var v = Double(Int64(bitPattern: mantissa))
            if exponent < 0 { v /= Self.powerOfTen(-exponent) }
            return negative ? -v : v
        }
        return JSONNumberText.double(UnsafeBufferPointer(start: p + start, count: j &- start))
    }

    /// `[x, y, width, height]`: exactly four numbers (validity is the caller's).
    @inline(__always)
    mutating func frame() -> Rect? {
        guard i < n, p[i] == UInt8(ascii: "[") else { return nil }
        i += 1
        skipWhitespace()
        guard let x = number(), take(UInt8(ascii: ",")) else { return nil }
        skipWhitespace()
        guard let y = number(), take(UInt8(ascii: ",")) else { return nil }
        skipWhitespace()
        guard let w = number(), take(UInt8(ascii: ",")) else { return nil }
        skipWhitespace()
        guard let h = number(), take(UInt8(ascii: "]")) else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The high bit set in each zero byte of `x` (and possibly in bytes above one: only the
    /// lowest flag is exact, which is the one used).
    @inline(__always)
    static func zeroBytes(_ x: UInt64) -> UInt64 { (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 }

    @inline(__always)
    func isDigit(_ b: UInt8) -> Bool { b &- 48 < 10 }

    /// 10^k for 0 <= k <= 22, each exact in a Double.
    @inline(__always)
    static func powerOfTen(_ k: Int) -> Double { JSONNumberText.exactPowersOfTen[k] }
}
